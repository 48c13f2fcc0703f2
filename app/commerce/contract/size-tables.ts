// The size tables of the size guide and how to measure yourself.
import { z } from 'zod';
import { ContentBlockSchema } from './content-blocks';

export const SizeTableSchema = z.object({
  code: z.string(),
  kind: z.enum(['shoes', 'clothing']),
  gender: z.enum(['man', 'woman', 'kids']).nullable(),
  title: z.string(),
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  note: z.string(),
});
export type SizeTable = z.infer<typeof SizeTableSchema>;

/** GET /api/size-tables/: every table in display order and how to measure yourself. */
export const SizeTablesResponseSchema = z.object({
  tables: z.array(SizeTableSchema),
  howToMeasure: z.array(ContentBlockSchema),
});
export type SizeTablesResponse = z.infer<typeof SizeTablesResponseSchema>;
