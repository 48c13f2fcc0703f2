import { API_HEADERS } from '../contract/session';
import { type BasketQuery, BasketQuerySchema } from '../contract/basket';
import { requestCityId } from '../http/request-city';
import { optionalUser } from './auth.server';
import { findFuser } from './fuser.server';
import { db as database, type Db } from '../db/client.server';
import { ApiError } from '../http/errors.server';
import { readQuery } from '../http/handler.server';

/** Whose basket, order or favourites a request means: a signed-in user or a guest (fuser). */
export type BasketOwner = { kind: 'user'; userId: number } | { kind: 'guest'; fuserId: number };

export const OWNER_MESSAGES = {
  missing: 'Нужен токен пользователя или гостевой токен',
  badGuestToken: 'Гостевой токен недействителен',
} as const;

/** 401 for a request that names nobody (or not properly). */
export function noOwner(): ApiError {
  return new ApiError(401, OWNER_MESSAGES.missing, [], { 'WWW-Authenticate': 'Bearer' });
}

/** The signed-in user of a request with a Bearer token; 401 when the token is bad. */
export async function bearerUserId(request: Request): Promise<number | undefined> {
  return (await optionalUser(request))?.userId;
}

/** The live guest (fuser) a request's Fuser-Token names; 401 when the token is unknown or expired. */
export async function guestFuserId(db: Db, request: Request): Promise<number | undefined> {
  const token = request.headers.get(API_HEADERS.fuser);
  if (!token) return undefined;
  const fuser = await findFuser(db, token);
  if (!fuser) throw new ApiError(401, OWNER_MESSAGES.badGuestToken);
  return fuser.id;
}

/**
 * Whose basket a request means: the user of the access token when there is one, else the
 * guest of the Fuser-Token; neither → 401.
 */
export async function requestOwner(db: Db, request: Request): Promise<BasketOwner> {
  const userId = await bearerUserId(request);
  if (userId !== undefined) return { kind: 'user', userId };
  const fuserId = await guestFuserId(db, request);
  if (fuserId !== undefined) return { kind: 'guest', fuserId };
  throw noOwner();
}

/** What every basket route starts with: the database, the owner and the promo/bonus query. */
export async function basketRequest(
  request: Request,
): Promise<{ db: Db; owner: BasketOwner; query: BasketQuery & { cityId: number } }> {
  const db = await database();
  const owner = await requestOwner(db, request);
  // The shopper's city (User-Location-Id) prices courier delivery by its region.
  return { db, owner, query: { ...readQuery(request, BasketQuerySchema), cityId: requestCityId(request) } };
}
