// The questions and answers of the FAQ page.
import { z } from 'zod';

export const FaqItemSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  /** Paragraphs of the answer. */
  answer: z.array(z.string()),
});

/** GET /api/faq/: questions grouped by section, sections and questions in display order. */
export const FaqResponseSchema = z.object({
  sections: z.array(z.object({ code: z.string(), title: z.string(), items: z.array(FaqItemSchema) })),
});
export type FaqResponse = z.infer<typeof FaqResponseSchema>;
