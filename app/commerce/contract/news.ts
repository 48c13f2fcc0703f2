// The news of /about/news: a paged list, newest first, and one article.
import { z } from 'zod';
import { PageNumberSchema } from './common';
import { ContentBlockSchema } from './content-blocks';

/** Articles per page of /about/news: rows of 1, 2 or 3 cards. */
export const NEWS_PAGE_SIZE = 6;

/** The storefront address of an article. */
export function newsUrl(code: string): string {
  return `/about/news/${code}`;
}

/** Query of GET /api/news/: page, from 1. */
export const NewsListQuerySchema = z.object({
  page: PageNumberSchema,
});

export const NewsPreviewSchema = z.object({
  code: z.string(),
  title: z.string(),
  excerpt: z.string(),
  /** ISO 8601. */
  publishedAt: z.string(),
  url: z.string(),
});
export type NewsPreview = z.infer<typeof NewsPreviewSchema>;

/** GET /api/news/?page=N: newest first; a page past the last is a 404. */
export const NewsListSchema = z.object({
  items: z.array(NewsPreviewSchema),
  page: z.number().int(),
  totalPages: z.number().int(),
  totalItems: z.number().int(),
  pageSize: z.number().int(),
});
export type NewsList = z.infer<typeof NewsListSchema>;

/** GET /api/news/{code}: one article; an unknown code is a 404. */
export const NewsArticleSchema = NewsPreviewSchema.extend({
  body: z.array(ContentBlockSchema),
  /** The neighbouring articles by date, for 'previous' and 'next' links. */
  newer: NewsPreviewSchema.nullable(),
  older: NewsPreviewSchema.nullable(),
});
export type NewsArticle = z.infer<typeof NewsArticleSchema>;
