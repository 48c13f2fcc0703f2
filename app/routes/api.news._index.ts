import type { LoaderFunctionArgs } from '@remix-run/node';
import { NewsListQuerySchema } from '~/commerce/contract/content';
import { contentJson } from '~/commerce/content/http.server';
import { listNews } from '~/commerce/content/news.server';
import { db } from '~/commerce/db/client.server';
import { apiRoute, readQuery } from '~/commerce/http/handler.server';

/** GET /api/news/?page=N: {items, page, totalPages, totalItems, pageSize}, newest first; 404 past the last page. */
export const loader = apiRoute(async ({ request }: LoaderFunctionArgs) => {
  const { page } = readQuery(request, NewsListQuerySchema);
  return contentJson(await listNews(await db(), page));
});
