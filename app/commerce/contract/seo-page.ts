// SEO page data (docs/product.md#entities, docs/product.md#seo-page-data): a redirect, or an h1 and text, for any storefront URL.
import { z } from 'zod';
import { CONTENT_PATH_MAX } from './content-pages';

/** Body of POST /api/seo/page/: the storefront URL (path or absolute; query and trailing slash ignored). */
export const SeoPageRequestSchema = z.object({
  url: z
    .string({
      required_error: 'Укажи адрес страницы',
      invalid_type_error: 'Адрес страницы должен быть строкой',
    })
    .trim()
    .min(1, 'Укажи адрес страницы')
    .max(CONTENT_PATH_MAX * 4, 'Слишком длинный адрес страницы'),
});

/** SEO page data (docs/product.md#entities): a 301 target, or an h1 and text; nulls when the URL has none. */
export const SeoPageSchema = z.object({
  redirectTo: z.string().nullable(),
  h1: z.string().nullable(),
  seoText: z.string().nullable(),
});
export type SeoPage = z.infer<typeof SeoPageSchema>;
