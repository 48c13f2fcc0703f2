// The typed HTTP client of the commerce API: the one place the storefront speaks HTTP.
// Each API area adds a small module beside this one (location.server.ts, banners.server.ts,
// fuser.server.ts; catalog, auth, basket … later) whose functions call apiCall with the
// area's path and contract schema.
//
// What every call gets: the headers of docs/product.md#api-calls (Accept, User-Location-Id, Authorization or
// Fuser-Token, X-Device-Id), a fresh access token (refreshed when missing or expiring within
// 10 s; a 401 from the refresh logs the shopper out and the call goes on as a guest), one
// retry of GET/HEAD on 408/409/425/429/5xx (docs/product.md#constants-and-limits, never for POST/PUT/PATCH/DELETE), abort
// through the session's or the caller's signal, a timeout, and the answer parsed with zod.
// Failures throw ApiCallError {status, message, errors}; an abort rethrows the AbortError.

import { type ApiRequest, sendApiRequest } from './api-request.server';
import { ensureFreshAccessToken } from './token-refresh.server';

export {
  ApiCallError,
  type ApiRequest,
  type ApiSession,
  type ApiTokens,
  apiBaseUrl,
  type HttpMethod,
  isAbortError,
  RETRYABLE_STATUSES,
} from './api-request.server';
export { type AuthState, ensureFreshAccessToken, REFRESH_THRESHOLD_MS } from './token-refresh.server';

/** Calls the commerce API as the session's shopper and returns the parsed answer. */
export async function apiCall<T>(request: ApiRequest<T>): Promise<T> {
  const state = await ensureFreshAccessToken(request.session);
  const accessToken =
    state === 'authorized' || state === 'unavailable' ? (request.session.tokens?.token ?? null) : null;
  return sendApiRequest(request, accessToken);
}
