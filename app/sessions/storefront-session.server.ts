import { randomUUID } from 'node:crypto';
import { MOSCOW_CITY_ID } from '~/commerce/contract/location';
import { hasAdminRole } from '~/services/access-token';
import type { ApiSession, ApiTokens } from '~/services/api-client.server';
import type { Breakpoint } from './breakpoints';
import {
  type CityCookie,
  type FlashMessage,
  type SessionUser,
  type StoreCookieName,
  storeCookies,
} from './cookies.server';
import { COOKIE_MAX_AGE } from './lifetimes';

const secondsUntil = (ms: number | null, fallback: number) =>
  ms === null ? fallback : Math.max(0, (ms - Date.now()) / 1000);

/**
 * Everything the storefront keeps about one shopper, read from the cookies of one request.
 * It is the ApiSession the API client calls with (city, guest token, device id, tokens; token
 * refresh and logout land here). Setters record changes; `commit()` turns them into
 * Set-Cookie headers for the response. Loaders and actions end with
 * `return data(…, { headers: await session.commit() })`.
 */
export class StorefrontSession implements ApiSession {
  private readonly changes = new Map<StoreCookieName, () => Promise<string>>();

  private constructor(
    private readonly request: Request,
    private auth: { tokens: ApiTokens; user: SessionUser | null } | null,
    private city: CityCookie | null,
    private guestToken: string | null,
    private device: string,
    private consent: boolean,
    private breakpoint: Breakpoint | null,
    private promo: string | null,
    private bonus: number | null,
    private flashMessage: FlashMessage | null,
  ) {}

  /** Reads every cookie of the request; a new device id is made (and saved) when there is none. */
  static async fromRequest(request: Request): Promise<StorefrontSession> {
    const header = request.headers.get('Cookie');
    const [auth, city, fuser, deviceId, consent, viewport, promo, bonus, flash] = await Promise.all([
      storeCookies.auth.read(header),
      storeCookies.city.read(header),
      storeCookies.fuser.read(header),
      storeCookies.deviceId.read(header),
      storeCookies.acceptCookie.read(header),
      storeCookies.viewport.read(header),
      storeCookies.promoCode.read(header),
      storeCookies.bonusAmount.read(header),
      storeCookies.flash.read(header),
    ]);
    const session = new StorefrontSession(
      request,
      auth
        ? {
            tokens: {
              token: auth.token,
              refreshToken: auth.refreshToken,
              refreshTokenExpiresAt: auth.refreshTokenExpiresAt,
            },
            user: auth.user,
          }
        : null,
      city,
      fuser,
      deviceId ?? randomUUID(),
      consent === 'Y',
      viewport,
      promo,
      bonus,
      flash,
    );
    if (!deviceId) session.record('deviceId', (r) => storeCookies.deviceId.write(r, session.device));
    return session;
  }

  private record(name: StoreCookieName, write: (request: Request) => Promise<string>): void {
    this.changes.set(name, () => write(this.request));
  }

  // --- ApiSession -------------------------------------------------------------------------

  get cityId(): number {
    return this.city?.id ?? MOSCOW_CITY_ID;
  }
  get fuserToken(): string | null {
    return this.guestToken;
  }
  get deviceId(): string {
    return this.device;
  }
  get tokens(): ApiTokens | null {
    return this.auth?.tokens ?? null;
  }
  get signal(): AbortSignal {
    return this.request.signal;
  }

  /** Keeps tokens renewed by a refresh (the user stays). */
  setTokens(tokens: ApiTokens): void {
    this.signIn(tokens, this.auth?.user ?? null);
  }

  /** Forgets the sign-in: tokens, user, promo code and bonus amount (spec §4). */
  logout(): void {
    this.auth = null;
    this.promo = null;
    this.bonus = null;
    this.record('auth', (r) => storeCookies.auth.clear(r));
    this.record('promoCode', (r) => storeCookies.promoCode.clear(r));
    this.record('bonusAmount', (r) => storeCookies.bonusAmount.clear(r));
  }

  // --- sign-in ----------------------------------------------------------------------------

  /** Logged in when a token cookie exists (spec §4). */
  get isAuth(): boolean {
    return this.auth !== null;
  }
  /** True when the access token's roles include ROLE_ADMIN. */
  get isAdmin(): boolean {
    return hasAdminRole(this.auth?.tokens.token);
  }
  get user(): SessionUser | null {
    return this.auth?.user ?? null;
  }

  /** Keeps the tokens of a sign-in (POST /api/auth/check) and the user it returned. */
  signIn(tokens: ApiTokens, user: SessionUser | null): void {
    this.auth = { tokens, user };
    const value = { ...tokens, user };
    this.record('auth', (r) =>
      storeCookies.auth.write(
        r,
        value,
        secondsUntil(tokens.refreshTokenExpiresAt, COOKIE_MAX_AGE.authFallback),
      ),
    );
  }

  /** Updates the user shown (after /api/user/current or a profile change). */
  setUser(user: SessionUser | null): void {
    if (this.auth) this.signIn(this.auth.tokens, user);
  }

  // --- guest, city, device ----------------------------------------------------------------

  /** Keeps a guest identity from POST /api/fuser for as long as the API keeps it. */
  setGuestToken(token: string, expiresAt: number | null): void {
    this.guestToken = token;
    this.record('fuser', (r) =>
      storeCookies.fuser.write(r, token, secondsUntil(expiresAt, COOKIE_MAX_AGE.fuserFallback)),
    );
  }

  /** True when a city was saved (detected or chosen) before this request. */
  get hasCity(): boolean {
    return this.city !== null;
  }
  /** True once the shopper confirmed or chose the city; false while the prompt should ask. */
  get cityConfirmed(): boolean {
    return this.city?.confirmed ?? false;
  }

  setCity(id: number, confirmed: boolean): void {
    this.city = { id, confirmed };
    const value = this.city;
    this.record('city', (r) => storeCookies.city.write(r, value));
  }

  get viewport(): Breakpoint | null {
    return this.breakpoint;
  }
  setViewport(breakpoint: Breakpoint): void {
    this.breakpoint = breakpoint;
    this.record('viewport', (r) => storeCookies.viewport.write(r, breakpoint));
  }

  // --- consent, basket extras, flash ------------------------------------------------------

  get cookieConsent(): boolean {
    return this.consent;
  }
  acceptCookies(): void {
    this.consent = true;
    this.record('acceptCookie', (r) => storeCookies.acceptCookie.write(r, 'Y'));
  }

  get promoCode(): string | null {
    return this.promo;
  }
  setPromoCode(code: string | null): void {
    this.promo = code;
    this.record('promoCode', (r) =>
      code ? storeCookies.promoCode.write(r, code) : storeCookies.promoCode.clear(r),
    );
  }

  get bonusAmount(): number | null {
    return this.bonus;
  }
  setBonusAmount(amount: number | null): void {
    this.bonus = amount;
    this.record('bonusAmount', (r) =>
      amount === null ? storeCookies.bonusAmount.clear(r) : storeCookies.bonusAmount.write(r, amount),
    );
  }

  /** Leaves a one-shot message for the next page. */
  flash(message: FlashMessage): void {
    this.flashMessage = message;
    this.record('flash', (r) => storeCookies.flash.write(r, message));
  }

  /** The message left by the previous response, cleared so it shows once. */
  takeFlash(): FlashMessage | null {
    const message = this.flashMessage;
    if (message) {
      this.flashMessage = null;
      this.record('flash', (r) => storeCookies.flash.clear(r));
    }
    return message;
  }

  /** Set-Cookie headers for everything changed so far. */
  async commit(headers = new Headers()): Promise<Headers> {
    for (const write of this.changes.values()) headers.append('Set-Cookie', await write());
    return headers;
  }
}

/** The shopper's session for this request. */
export function getStorefrontSession(request: Request): Promise<StorefrontSession> {
  return StorefrontSession.fromRequest(request);
}
