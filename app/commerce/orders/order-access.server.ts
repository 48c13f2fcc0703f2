import { bearerUserId, guestFuserId, noOwner } from '../customers/request-owner.server';
import { requireUser } from '../customers/auth.server';
import { ROLE_ADMIN } from '../contract/session';
import type { Db } from '../db/client.server';
import { ApiError } from '../http/errors.server';
import { pathId } from '../http/request-helpers.server';
import { type OrderRow, selectOrderById } from './order.queries.server';
import { ORDER_MESSAGES } from './order-lifecycle.server';

/** Who a request speaks for: the signed-in user, the guest, or both (a guest who just signed in). */
export interface Identities {
  userId?: number;
  fuserId?: number;
}

/** The identities of a request; 401 when it carries neither an access token nor a guest token. */
export async function requestIdentities(db: Db, request: Request): Promise<Identities> {
  const userId = await bearerUserId(request);
  const fuserId = await guestFuserId(db, request).catch((error) => {
    // A stale guest token next to a valid access token must not lock the user out.
    if (userId !== undefined) return undefined;
    throw error;
  });
  if (userId === undefined && fuserId === undefined) throw noOwner();
  return { userId, fuserId };
}

/** Whether an order belongs to one of the identities: its user, or the guest who placed it. */
export function ownsOrder(ids: Identities, order: Pick<OrderRow, 'userId' | 'fuserId'>): boolean {
  if (order.userId !== null) return order.userId === ids.userId;
  return order.fuserId !== null && order.fuserId === ids.fuserId;
}

/** The order when the request's owner may see it; 404 for anyone else (no hint that it exists). */
export async function requireOwnedOrder(db: Db, request: Request, orderId: number): Promise<OrderRow> {
  const ids = await requestIdentities(db, request);
  const order = await selectOrderById(db, orderId);
  if (!order || !ownsOrder(ids, order)) throw new ApiError(404, ORDER_MESSAGES.notFound);
  return order;
}

// A path id of an order or payment; anything else is simply not found.
export { pathId };

/** The order by its path id when the request's owner may see it. */
export async function requireOwnedOrderParam(
  db: Db,
  request: Request,
  raw: string | undefined,
): Promise<OrderRow> {
  return requireOwnedOrder(db, request, pathId(raw, ORDER_MESSAGES.notFound));
}

/** 401 without a valid access token, 403 without ROLE_ADMIN in it. */
export async function requireAdmin(request: Request): Promise<void> {
  const claims = await requireUser(request);
  if (!claims.roles.includes(ROLE_ADMIN)) throw new ApiError(403, 'Недостаточно прав');
}
