import type { LoaderFunctionArgs } from '@remix-run/node';
import { requestOwner } from '~/commerce/customers/request-owner.server';
import { CityQuerySchema } from '~/commerce/contract/order-lookups';
import { db as database } from '~/commerce/db/client.server';
import { apiRoute, methodNotAllowed, readQuery } from '~/commerce/http/handler.server';
import { listPickupShops } from '~/commerce/orders/delivery.server';
import { requestCityId } from '~/commerce/http/request-city';

/** GET /api/order/pickup-shops?cityId: the city's shops and whether each has every chosen line. */
export const loader = apiRoute(async ({ request }: LoaderFunctionArgs) => {
  const db = await database();
  const owner = await requestOwner(db, request);
  const { cityId } = readQuery(request, CityQuerySchema);
  return listPickupShops(db, owner, requestCityId(request, cityId));
});

export const action = apiRoute(async () => methodNotAllowed());
