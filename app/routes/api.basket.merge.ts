import type { ActionFunctionArgs } from '@remix-run/node';
import { mergeGuestBasket, readBasket } from '~/commerce/basket/basket.server';
import { bearerUserId, guestFuserId, noOwner } from '~/commerce/customers/request-owner.server';
import { BasketQuerySchema } from '~/commerce/contract/basket';
import { db as database } from '~/commerce/db/client.server';
import { apiRoute, methodNotAllowed, readQuery } from '~/commerce/http/handler.server';
import { mergeGuestViews } from '~/commerce/recently-viewed/recently-viewed.server';

/**
 * POST /api/basket/merge (Authorization: Bearer + Fuser-Token): right after sign-in the
 * storefront moves the guest basket into the user's (and the colours the guest viewed into
 * the account's 'Вы смотрели'); answers the user's basket.
 */
export const action = apiRoute(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== 'POST') methodNotAllowed();
  const db = await database();
  const userId = await bearerUserId(request);
  if (userId === undefined) throw noOwner();
  const query = readQuery(request, BasketQuerySchema);
  const fuserId = await guestFuserId(db, request);
  if (fuserId !== undefined) {
    await mergeGuestBasket(db, fuserId, userId);
    await mergeGuestViews(db, fuserId, userId);
  }
  return readBasket(db, { kind: 'user', userId }, query);
});

export const loader = apiRoute(async () => methodNotAllowed());
