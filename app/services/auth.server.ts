// The sign-in calls of docs/product.md#api-calls: a code by SMS, its check, and the storefront's own steps
// around them (keeping the guest basket, revoking the sign-in on logout).

import {
  type AuthCheckResponse,
  AuthCheckResponseSchema,
  type AuthCodeResponse,
  AuthCodeResponseSchema,
} from '~/commerce/contract/auth';
import { API_HEADERS } from '~/commerce/contract/session';
import { z } from 'zod';
import { apiCall, type ApiSession, isAbortError } from './api-client.server';
import { sendApiRequest } from './api-request.server';
import { shopperAddressHeaders } from './shopper-address.server';
import { logger } from '~/utils/log.server';

const log = logger('auth');

/** Texts a sign-in code to the phone (POST /api/auth/code); the captcha token may be empty. */
export function requestSignInCode(
  session: ApiSession,
  input: { phone: string; captchaToken: string },
  shopperAddress: string | null,
): Promise<AuthCodeResponse> {
  return apiCall({
    method: 'POST',
    path: '/api/auth/code',
    body: { phone: input.phone, token: input.captchaToken },
    schema: AuthCodeResponseSchema,
    session,
    headers: shopperAddressHeaders(shopperAddress),
  });
}

/** Checks the code and answers the user and the tokens (POST /api/auth/check). */
export function checkSignInCode(
  session: ApiSession,
  input: { phone: string; code: string },
  shopperAddress: string | null,
): Promise<AuthCheckResponse> {
  return apiCall({
    method: 'POST',
    path: '/api/auth/check',
    body: input,
    schema: AuthCheckResponseSchema,
    session,
    headers: shopperAddressHeaders(shopperAddress),
  });
}

const AnyJsonSchema = z.unknown();

/**
 * Moves the guest basket into the user's right after sign-in (POST /api/basket/merge with the
 * new access token and the guest's Fuser-Token). A failure is logged: the sign-in stands.
 */
export async function mergeGuestBasket(session: ApiSession, guestToken: string | null): Promise<void> {
  if (!guestToken) return;
  try {
    await apiCall({
      method: 'POST',
      path: '/api/basket/merge',
      schema: AnyJsonSchema,
      session,
      headers: { [API_HEADERS.fuser]: guestToken },
    });
  } catch (error) {
    if (!isAbortError(error)) log.error({ error: (error as Error).message }, 'Ошибка переноса корзины гостя');
  }
}

/** Revokes the sign-in at the API (POST /api/auth/logout); a failure is only logged. */
export async function revokeSignIn(session: ApiSession): Promise<void> {
  const refreshToken = session.tokens?.refreshToken;
  if (!refreshToken) return;
  try {
    // Sent as is, without a refresh first: a token about to be revoked needs no renewal.
    await sendApiRequest(
      { method: 'POST', path: '/api/auth/logout', body: { refreshToken }, schema: AnyJsonSchema, session },
      null,
    );
  } catch (error) {
    if (!isAbortError(error)) log.error({ error: (error as Error).message }, 'Ошибка выхода');
  }
}
