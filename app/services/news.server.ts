import { type NewsArticle, NewsArticleSchema, type NewsList, NewsListSchema } from '~/commerce/contract/news';
import { apiCall, type ApiSession } from './api-client.server';
import { nullWhenNotFound } from './content.server';

/** One page of the news list, newest first (GET /api/news/?page=N); null past the last page. */
export async function getNewsPage(session: ApiSession, page: number): Promise<NewsList | null> {
  return nullWhenNotFound(apiCall({ path: '/api/news/', query: { page }, schema: NewsListSchema, session }));
}

/** One article with its newer and older neighbours (GET /api/news/{code}); null for an unknown code. */
export async function getNewsArticle(session: ApiSession, code: string): Promise<NewsArticle | null> {
  return nullWhenNotFound(
    apiCall({ path: `/api/news/${encodeURIComponent(code)}`, schema: NewsArticleSchema, session }),
  );
}
