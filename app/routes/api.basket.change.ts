import type { ActionFunctionArgs } from '@remix-run/node';
import { changeBasketLine } from '~/commerce/basket/basket.server';
import { basketRequest } from '~/commerce/customers/request-owner.server';
import { BasketChangeRequestSchema } from '~/commerce/contract/basket';
import { apiRoute, methodNotAllowed, readJson } from '~/commerce/http/handler.server';

/** POST /api/basket/change?promoCode&bonusAmount {basketId, quantity}: sets a line's quantity. */
export const action = apiRoute(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== 'POST') methodNotAllowed();
  const { db, owner, query } = await basketRequest(request);
  const change = await readJson(request, BasketChangeRequestSchema);
  return changeBasketLine(db, owner, change, query);
});

export const loader = apiRoute(async () => methodNotAllowed());
