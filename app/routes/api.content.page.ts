import type { LoaderFunctionArgs } from '@remix-run/node';
import { ContentPageQuerySchema } from '~/commerce/contract/content';
import { contentJson } from '~/commerce/content/http.server';
import { getPage } from '~/commerce/content/pages.server';
import { db } from '~/commerce/db/client.server';
import { apiRoute, readQuery } from '~/commerce/http/handler.server';

/** GET /api/content/page/?path=/delivery/details: a text page (title, description, blocks); 404 when none. */
export const loader = apiRoute(async ({ request }: LoaderFunctionArgs) => {
  const { path } = readQuery(request, ContentPageQuerySchema);
  return contentJson(await getPage(await db(), path));
});
