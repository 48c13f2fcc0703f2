/** News (GET /api/news/ and /api/news/{code}): paged previews and whole articles. */
import { NEWS_PAGE_SIZE, newsUrl, type NewsArticle, type NewsList, type NewsPreview } from '../contract/news';
import type { DbOrTx } from '../db/client.server';
import { ApiError } from '../http/errors.server';
import { countNews, selectNewsByCode, selectNewsNeighbours, selectNewsPage } from './news.queries.server';
import { renderBody } from './pages.server';

export const NEWS_MESSAGES = {
  notFound: 'Новость не найдена',
  noSuchPage: 'Такой страницы новостей нет',
} as const;

/** Codes the seed makes: latin letters, digits and hyphens. */
const NEWS_CODE = /^[a-z0-9][a-z0-9-]{0,119}$/;

interface PreviewRow {
  code: string;
  title: string;
  excerpt: string;
  publishedAt: Date;
}

function previewOf(row: PreviewRow): NewsPreview {
  return {
    code: row.code,
    title: row.title,
    excerpt: row.excerpt,
    publishedAt: row.publishedAt.toISOString(),
    url: newsUrl(row.code),
  };
}

/** A page of published news, newest first; a page past the last one is a 404 (page 1 always answers). */
export async function listNews(db: DbOrTx, page: number, now = new Date()): Promise<NewsList> {
  const totalItems = await countNews(db, now);
  const totalPages = Math.ceil(totalItems / NEWS_PAGE_SIZE);
  if (page > Math.max(1, totalPages)) throw new ApiError(404, NEWS_MESSAGES.noSuchPage);
  const rows = await selectNewsPage(db, now, (page - 1) * NEWS_PAGE_SIZE, NEWS_PAGE_SIZE);
  return { items: rows.map(previewOf), page, totalPages, totalItems, pageSize: NEWS_PAGE_SIZE };
}

/** The newest published articles, for the home page. */
export async function latestNews(db: DbOrTx, limit: number, now = new Date()): Promise<NewsPreview[]> {
  return (await selectNewsPage(db, now, 0, limit)).map(previewOf);
}

/** One published article with its neighbours; 404 for an unknown or scheduled code. */
export async function getNewsArticle(db: DbOrTx, code: string, now = new Date()): Promise<NewsArticle> {
  const row = NEWS_CODE.test(code) ? await selectNewsByCode(db, now, code) : undefined;
  if (!row) throw new ApiError(404, NEWS_MESSAGES.notFound);
  const { newer, older } = await selectNewsNeighbours(db, now, row);
  return {
    ...previewOf(row),
    body: await renderBody(db, row.body),
    newer: newer ? previewOf(newer) : null,
    older: older ? previewOf(older) : null,
  };
}
