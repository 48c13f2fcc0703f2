import type { ActionFunctionArgs } from '@remix-run/node';
import { chooseBasketLines } from '~/commerce/basket/basket.server';
import { basketRequest } from '~/commerce/customers/request-owner.server';
import { BasketChooseRequestSchema } from '~/commerce/contract/basket';
import { apiRoute, methodNotAllowed, readJson } from '~/commerce/http/handler.server';

/** POST /api/basket/choose?promoCode&bonusAmount {basketIds}: the lines chosen for checkout. */
export const action = apiRoute(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== 'POST') methodNotAllowed();
  const { db, owner, query } = await basketRequest(request);
  const { basketIds } = await readJson(request, BasketChooseRequestSchema);
  return chooseBasketLines(db, owner, basketIds, query);
});

export const loader = apiRoute(async () => methodNotAllowed());
