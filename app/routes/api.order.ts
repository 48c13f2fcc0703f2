import type { ActionFunctionArgs } from '@remix-run/node';
import { requestOwner } from '~/commerce/customers/request-owner.server';
import { OrderCreateRequestSchema } from '~/commerce/contract/order';
import { db as database } from '~/commerce/db/client.server';
import { apiRoute, methodNotAllowed, readJson } from '~/commerce/http/handler.server';
import { requestCityId } from '~/commerce/http/request-city';
import { idempotencyKeyOf, publicOrigin } from '~/commerce/orders/order-api.server';
import { placeOrder } from '~/commerce/payments/order-checkout.server';

/**
 * POST /api/order (Idempotency-Key header; Bearer or Fuser-Token): an order from the chosen
 * basket lines. 201 with the new order, 200 with the same order for a repeated key.
 */
export const action = apiRoute(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== 'POST') methodNotAllowed();
  const db = await database();
  const owner = await requestOwner(db, request);
  const idempotencyKey = idempotencyKeyOf(request);
  const body = await readJson(request, OrderCreateRequestSchema);
  const { created, answer } = await placeOrder(db, {
    owner,
    body,
    cityId: requestCityId(request, body.cityId),
    idempotencyKey,
    origin: publicOrigin(request),
  });
  return Response.json(answer, { status: created ? 201 : 200, headers: { 'Cache-Control': 'no-store' } });
});

export const loader = apiRoute(async () => methodNotAllowed());
