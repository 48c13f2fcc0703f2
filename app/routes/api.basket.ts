import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { clearBasket, readBasket } from '~/commerce/basket/basket.server';
import { basketRequest } from '~/commerce/customers/request-owner.server';
import { apiRoute, methodNotAllowed } from '~/commerce/http/handler.server';

/** GET /api/basket?promoCode&bonusAmount: the basket of the user or guest (spec §7). */
export const loader = apiRoute(async ({ request }: LoaderFunctionArgs) => {
  const { db, owner, query } = await basketRequest(request);
  return readBasket(db, owner, query);
});

/** DELETE /api/basket: empties the basket. */
export const action = apiRoute(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== 'DELETE') methodNotAllowed();
  const { db, owner } = await basketRequest(request);
  return clearBasket(db, owner);
});
