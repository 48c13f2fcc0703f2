// Text pages of the content API (delivery, payment, about …), looked up by storefront path.
import { z } from 'zod';
import { ContentBlockSchema } from './content-blocks';

/** Longest page path or URL the content calls look at. */
export const CONTENT_PATH_MAX = 500;

/** Query of GET /api/content/page/: the storefront path, '/delivery/details' (trailing slash ignored). */
export const ContentPageQuerySchema = z.object({
  path: z
    .string({ required_error: 'Укажи путь страницы' })
    .trim()
    .min(1, 'Укажи путь страницы')
    .max(CONTENT_PATH_MAX, 'Слишком длинный путь страницы')
    .regex(/^\//, 'Путь страницы начинается с /'),
});

/** GET /api/content/page/?path=…: a text page; `title` is its h1. */
export const ContentPageSchema = z.object({
  path: z.string(),
  title: z.string(),
  description: z.string(),
  body: z.array(ContentBlockSchema),
  updatedAt: z.string(),
});
export type ContentPage = z.infer<typeof ContentPageSchema>;
