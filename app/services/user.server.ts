// The signed-in user's calls of docs/product.md#api-calls: the profile, its update, the phone change by code,
// and the history of bonus points.

import type { AccountUpdate } from '~/commerce/contract/account-update';
import { type AuthCodeResponse, AuthCodeResponseSchema } from '~/commerce/contract/auth';
import { type BonusHistory, BonusHistorySchema } from '~/commerce/contract/bonus-history';
import {
  type User,
  UserSchema,
  type UserUpdateResponse,
  UserUpdateResponseSchema,
} from '~/commerce/contract/user';
import { apiCall, type ApiSession } from './api-client.server';
import { shopperAddressHeaders } from './shopper-address.server';

/** The signed-in user (GET /api/user/current). */
export function getCurrentUser(session: ApiSession): Promise<User> {
  return apiCall({ path: '/api/user/current', schema: UserSchema, session });
}

/** Saves a partial profile (POST /api/user/update); answers the whole user. */
export function updateUser(session: ApiSession, update: AccountUpdate): Promise<UserUpdateResponse> {
  return apiCall({
    method: 'POST',
    path: '/api/user/update',
    body: update,
    schema: UserUpdateResponseSchema,
    session,
  });
}

/** Texts a code to the new phone (POST /api/user/confirm-change-phone/ with {phone}). */
export function requestPhoneChangeCode(
  session: ApiSession,
  phone: string,
  shopperAddress: string | null,
): Promise<AuthCodeResponse> {
  return apiCall({
    method: 'POST',
    path: '/api/user/confirm-change-phone/',
    body: { phone },
    schema: AuthCodeResponseSchema,
    session,
    headers: shopperAddressHeaders(shopperAddress),
  });
}

/** Moves the account to the new phone with its code (the same call with {phone, code}). */
export function confirmPhoneChange(
  session: ApiSession,
  input: { phone: string; code: string },
  shopperAddress: string | null,
): Promise<UserUpdateResponse> {
  return apiCall({
    method: 'POST',
    path: '/api/user/confirm-change-phone/',
    body: input,
    schema: UserUpdateResponseSchema,
    session,
    headers: shopperAddressHeaders(shopperAddress),
  });
}

/** One page of bonus point changes, newest first (GET /api/user/bonus-history?page=). */
export function getBonusHistory(session: ApiSession, page: number): Promise<BonusHistory> {
  return apiCall({ path: '/api/user/bonus-history', query: { page }, schema: BonusHistorySchema, session });
}
