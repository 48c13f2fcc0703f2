import type { ActionFunctionArgs } from '@remix-run/node';
import { delayBasketLine } from '~/commerce/basket/basket.server';
import { basketRequest } from '~/commerce/customers/request-owner.server';
import { BasketDelayRequestSchema } from '~/commerce/contract/basket';
import { apiRoute, methodNotAllowed, readJson } from '~/commerce/http/handler.server';

/**
 * POST /api/basket/delay?promoCode&bonusAmount {basketId, delay}: postpones a line (spec §3's
 * `delay`: kept in the basket, out of the order and the sums) or brings it back.
 */
export const action = apiRoute(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== 'POST') methodNotAllowed();
  const { db, owner, query } = await basketRequest(request);
  const change = await readJson(request, BasketDelayRequestSchema);
  return delayBasketLine(db, owner, change, query);
});

export const loader = apiRoute(async () => methodNotAllowed());
