import type { LoaderFunctionArgs } from '@remix-run/node';
import { readFullBasket } from '~/commerce/basket/basket.server';
import { basketRequest } from '~/commerce/customers/request-owner.server';
import { apiRoute, methodNotAllowed } from '~/commerce/http/handler.server';

/** GET /api/basket/full?promoCode&bonusAmount: the basket with cart-display lines and sums (spec §3, §7). */
export const loader = apiRoute(async ({ request }: LoaderFunctionArgs) => {
  const { db, owner, query } = await basketRequest(request);
  return readFullBasket(db, owner, query);
});

export const action = apiRoute(async () => methodNotAllowed());
