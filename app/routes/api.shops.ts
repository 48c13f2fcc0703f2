import type { LoaderFunctionArgs } from '@remix-run/node';
import { requestCityId } from '~/commerce/http/request-city';
import { ShopsQuerySchema } from '~/commerce/contract/content';
import { contentJson } from '~/commerce/content/http.server';
import { getShops } from '~/commerce/content/shops.server';
import { db } from '~/commerce/db/client.server';
import { apiRoute, readQuery } from '~/commerce/http/handler.server';

/**
 * GET /api/shops/?cityId=…: the city's shops with address, hours, phone, coordinates and
 * assortment, and every city with shops. Without cityId: the User-Location-Id city, else Moscow.
 */
export const loader = apiRoute(async ({ request }: LoaderFunctionArgs) => {
  const { cityId } = readQuery(request, ShopsQuerySchema);
  return contentJson(await getShops(await db(), cityId ?? requestCityId(request)), {
    byCity: cityId === undefined,
  });
});
