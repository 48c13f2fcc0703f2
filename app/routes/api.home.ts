import type { LoaderFunctionArgs } from '@remix-run/node';
import { requestCityId } from '~/commerce/http/request-city';
import { contentJson } from '~/commerce/content/http.server';
import { getHome } from '~/commerce/content/home.server';
import { db } from '~/commerce/db/client.server';
import { apiRoute } from '~/commerce/http/handler.server';

/** GET /api/home/: the home page's blocks (hero, genders, product lists, brands, news) in order. */
export const loader = apiRoute(async ({ request }: LoaderFunctionArgs) => {
  return contentJson(await getHome(await db(), requestCityId(request)), { byCity: true });
});
