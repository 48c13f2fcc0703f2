import type { ActionFunctionArgs } from '@remix-run/node';
import { addToBasket } from '~/commerce/basket/basket.server';
import { basketRequest } from '~/commerce/customers/request-owner.server';
import { BasketAddRequestSchema } from '~/commerce/contract/basket';
import { apiRoute, methodNotAllowed, readJson } from '~/commerce/http/handler.server';

/** POST /api/basket/add?promoCode&bonusAmount {productId, quantity}: one more unit of a size. */
export const action = apiRoute(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== 'POST') methodNotAllowed();
  const { db, owner, query } = await basketRequest(request);
  const item = await readJson(request, BasketAddRequestSchema);
  return addToBasket(db, owner, item, query);
});

export const loader = apiRoute(async () => methodNotAllowed());
