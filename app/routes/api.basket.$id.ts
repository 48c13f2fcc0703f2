import type { ActionFunctionArgs } from '@remix-run/node';
import { removeBasketLine } from '~/commerce/basket/basket.server';
import { basketRequest } from '~/commerce/customers/request-owner.server';
import { LineIdParamSchema } from '~/commerce/contract/basket';
import { apiRoute, methodNotAllowed, parseWith } from '~/commerce/http/handler.server';

/** DELETE /api/basket/{id}?promoCode&bonusAmount: removes a line (id = basketId). */
export const action = apiRoute(async ({ request, params }: ActionFunctionArgs) => {
  if (request.method !== 'DELETE') methodNotAllowed();
  const { db, owner, query } = await basketRequest(request);
  const lineId = parseWith(LineIdParamSchema, params.id);
  return removeBasketLine(db, owner, lineId, query);
});

export const loader = apiRoute(async () => methodNotAllowed());
