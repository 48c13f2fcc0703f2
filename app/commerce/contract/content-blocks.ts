// The structured body of content pages, news articles and the size tables' measuring guide.
import { z } from 'zod';

/** A section heading inside a page (the page's h1 is its title). */
export const HeadingBlockSchema = z.object({
  type: z.literal('heading'),
  level: z.union([z.literal(2), z.literal(3)]),
  text: z.string(),
});

export const ParagraphBlockSchema = z.object({ type: z.literal('paragraph'), text: z.string() });

export const ListBlockSchema = z.object({
  type: z.literal('list'),
  ordered: z.boolean(),
  items: z.array(z.string()),
});

/** A table with a header row; every row has as many cells as there are columns. */
export const TableBlockSchema = z.object({
  type: z.literal('table'),
  caption: z.string().optional(),
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
});

/** A highlighted remark: 'info' for a tip, 'warning' for something easy to get wrong. */
export const NoteBlockSchema = z.object({
  type: z.literal('note'),
  tone: z.enum(['info', 'warning']),
  text: z.string(),
});

/** Links shown as a list: phone (tel:), email (mailto:), messengers, other pages. */
export const LinksBlockSchema = z.object({
  type: z.literal('links'),
  items: z.array(z.object({ text: z.string(), url: z.string() })),
});

export const ContentBlockSchema = z.discriminatedUnion('type', [
  HeadingBlockSchema,
  ParagraphBlockSchema,
  ListBlockSchema,
  TableBlockSchema,
  NoteBlockSchema,
  LinksBlockSchema,
]);
export type ContentBlock = z.infer<typeof ContentBlockSchema>;
