// Which cookies a storefront response sets, and when. The StorefrontSession keeps what the
// shopper's cookies say and tells this module every change; here each change becomes its one
// Set-Cookie line, with the lifetime its rule gives (docs/product.md#constants-and-limits), serialised once so every
// response of the request says the same, and only the last change of a cookie is sent. The
// rules of when: an answer that may be shared (a GET or HEAD without any cookie) mints nothing
// (docs/decisions/0059-shared-first-hits.md); a sign-in lives as long as its refresh token and a
// guest token as long as the API keeps the guest; a sign-out deletes the tokens with the
// basket's promo code and bonus amount (docs/product.md#basket).
import { randomUUID } from 'node:crypto';
import type { ApiTokens } from '~/services/api-client.server';
import { mayBeShared } from '~/utils/cache-control';
import type { StoreCookie } from './cookie-factory.server';
import { type SessionUser, type StoreCookieName, storeCookies } from './cookies.server';
import { COOKIE_MAX_AGE, secondsUntil } from './lifetimes';

/** What the cookie called `N` holds. */
export type StoreCookieValue<N extends StoreCookieName> =
  (typeof storeCookies)[N] extends StoreCookie<infer T> ? T : never;

/** The Set-Cookie lines one request's responses carry: the last change of each cookie. */
export class ResponseCookies {
  private readonly lines = new Map<StoreCookieName, Promise<string>>();
  private changes = 0;

  constructor(private readonly request: Request) {}

  /**
   * A GET or HEAD that carries no cookie at all (a crawler, most first hits): its answer is the
   * same for everyone at that URL and may be shared, so nothing is minted or saved for it. Any
   * cookie, or any post, makes the answer personal.
   */
  get shared(): boolean {
    return mayBeShared(this.request);
  }

  /** Sets the cookie to `value`, for its own lifetime or `maxAge` seconds; null deletes it. */
  set<N extends StoreCookieName>(name: N, value: StoreCookieValue<N> | null, maxAge?: number): void {
    const cookie = storeCookies[name] as StoreCookie<StoreCookieValue<N>>;
    // Serialised now, once: every response of this request then carries the same line.
    this.lines.set(
      name,
      value === null ? cookie.clear(this.request) : cookie.write(this.request, value, maxAge),
    );
    this.changes += 1;
  }

  /** A new device id for a visitor without one; null on an answer that may be shared. */
  mintDeviceId(): string | null {
    if (this.shared) return null;
    const id = randomUUID();
    this.set('deviceId', id);
    return id;
  }

  /** The sign-in's tokens and user, kept as long as the refresh token lives. */
  signIn(tokens: ApiTokens, user: SessionUser | null): void {
    const lifetime = secondsUntil(tokens.refreshTokenExpiresAt, COOKIE_MAX_AGE.authFallback);
    this.set('auth', { ...tokens, user }, lifetime);
  }

  /** A sign-out deletes the tokens, and the promo code and bonus amount of the basket (docs/product.md#tokens-and-sessions). */
  signOut(): void {
    this.set('auth', null);
    this.set('promoCode', null);
    this.set('bonusAmount', null);
  }

  /** The guest token, kept as long as the API keeps the guest. */
  guest(token: string, expiresAt: number | null): void {
    this.set('fuser', token, secondsUntil(expiresAt, COOKIE_MAX_AGE.fuserFallback));
  }

  /** Grows with every change: a reader of `appendTo` can tell whether its lines are still current. */
  get version(): number {
    return this.changes;
  }

  /** Appends a Set-Cookie line for every cookie changed so far. */
  async appendTo(headers = new Headers()): Promise<Headers> {
    for (const line of await Promise.all(this.lines.values())) headers.append('Set-Cookie', line);
    return headers;
  }
}
