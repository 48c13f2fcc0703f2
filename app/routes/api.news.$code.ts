import type { LoaderFunctionArgs } from '@remix-run/node';
import { contentJson } from '~/commerce/content/http.server';
import { getNewsArticle } from '~/commerce/content/news.server';
import { db } from '~/commerce/db/client.server';
import { apiRoute } from '~/commerce/http/handler.server';

/** GET /api/news/{code}: one article with its body and neighbours; 404 for an unknown code. */
export const loader = apiRoute(async ({ params }: LoaderFunctionArgs) => {
  return contentJson(await getNewsArticle(await db(), params.code ?? ''));
});
