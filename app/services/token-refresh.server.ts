// Keeps the access token fresh before authenticated calls (docs/product.md#tokens-and-sessions: refresh when missing or
// expiring within 10 s) and logs the shopper out when the API refuses the refresh token.

import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import { TokenRefreshResponseSchema } from '~/commerce/contract/session';
import { needsRefresh } from './access-token';
import {
  ApiCallError,
  type ApiSession,
  type ApiTokens,
  isAbortError,
  sendApiRequest,
} from './api-request.server';
import { logger } from '~/utils/log.server';

const log = logger('api');

/** Refresh this long before the access token expires (docs/product.md#tokens-and-sessions, docs/product.md#constants-and-limits). */
export const REFRESH_THRESHOLD_MS = 10_000;

/**
 * Where a session's sign-in stands after ensureFreshAccessToken:
 * authorized — a usable access token; guest — never signed in; logged-out — the API refused
 * the refresh token (401) or it had expired, and the session was cleared; unavailable — the
 * refresh failed for another reason (network, 5xx), the sign-in is kept for the next try.
 */
export type AuthState = 'authorized' | 'guest' | 'logged-out' | 'unavailable';

type Outcome = { tokens: ApiTokens } | { rejected: true } | { failed: true };

// Refresh tokens are rotated on use, so two requests of one browser that refresh at once
// (a page load and a prefetch) must not both present the old token: the second would look
// like reuse. Concurrent and just-finished refreshes of one token share one outcome.
const SHARE_RESULT_MS = 30_000;
// Keyed by the refresh token a request carries, which anyone can make up: bounded. 10,000
// refreshes within 30 s is far beyond this shop's sign-ins; past it the oldest share no more.
const outcomes = new LRUCache<string, Promise<Outcome>>({ max: 10_000 });

/** `refreshTokenExpiration` as the API sends it (seconds, milliseconds or ISO) → ms epoch. */
export function expirationToMs(value: number | string): number | null {
  if (typeof value === 'number') return value > 1e12 ? value : value * 1000;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

async function callRefresh(session: ApiSession, refreshToken: string): Promise<Outcome> {
  try {
    const answer = await sendApiRequest(
      {
        method: 'POST',
        path: '/api/token/refresh',
        body: { refreshToken },
        schema: TokenRefreshResponseSchema,
        session,
        signal: AbortSignal.timeout(15_000),
      },
      null,
    );
    return {
      tokens: {
        token: answer.token,
        refreshToken: answer.refreshToken,
        refreshTokenExpiresAt: expirationToMs(answer.refreshTokenExpiration),
      },
    };
  } catch (error) {
    if (error instanceof ApiCallError && error.status === 401) return { rejected: true };
    if (!isAbortError(error)) log.error({ error: (error as Error).message }, 'token refresh failed');
    return { failed: true };
  }
}

function sharedRefresh(session: ApiSession, refreshToken: string): Promise<Outcome> {
  const key = createHash('sha256').update(refreshToken).digest('base64url');
  let outcome = outcomes.get(key);
  if (!outcome) {
    outcome = callRefresh(session, refreshToken);
    outcomes.set(key, outcome);
    const settled = outcome;
    void settled.then((result) => {
      if (outcomes.peek(key) !== settled) return;
      // A failure is not shared: the next request may try again at once.
      if ('failed' in result) outcomes.delete(key);
      else outcomes.set(key, settled, { ttl: SHARE_RESULT_MS });
    });
  }
  return outcome;
}

// One refresh per session object, and so per storefront request (its loaders share one
// session): every call of the request, parallel or later, waits for that refresh and uses its
// tokens. Without it an access token that lives under the threshold would be refreshed again
// by each call, and each rotation is another Set-Cookie the browser must not miss.
const refreshOfSession = new WeakMap<ApiSession, Promise<AuthState>>();

async function refreshTokens(session: ApiSession, tokens: ApiTokens, now: number): Promise<AuthState> {
  if (tokens.refreshTokenExpiresAt !== null && tokens.refreshTokenExpiresAt <= now) {
    session.logout();
    return 'logged-out';
  }
  const outcome = await sharedRefresh(session, tokens.refreshToken);
  if ('tokens' in outcome) {
    session.setTokens(outcome.tokens);
    return 'authorized';
  }
  if ('rejected' in outcome) {
    session.logout();
    return 'logged-out';
  }
  return 'unavailable';
}

/**
 * Renews the session's access token when it is missing or about to expire, at most once per
 * session object (a failed refresh is not retried by the same request); see AuthState.
 */
export async function ensureFreshAccessToken(session: ApiSession, now = Date.now()): Promise<AuthState> {
  const tokens = session.tokens;
  if (!tokens) return 'guest';
  const earlier = refreshOfSession.get(session);
  if (earlier) return earlier;
  if (!needsRefresh(tokens.token, REFRESH_THRESHOLD_MS, now)) return 'authorized';
  const refresh = refreshTokens(session, tokens, now);
  refreshOfSession.set(session, refresh);
  return refresh;
}

/** For tests: forgets shared refresh outcomes. */
export function forgetSharedRefreshes(): void {
  outcomes.clear();
}
