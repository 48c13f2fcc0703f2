import { randomUUID } from 'node:crypto';
import type { ClickIdRecord, OrderAttribution, UtmData } from '~/commerce/contract/attribution';
import { MOSCOW_CITY_ID } from '~/commerce/contract/location';
import type { SizeSystem } from '~/commerce/contract/size-systems';
import { hasAdminRole } from '~/services/access-token';
import type { ApiSession, ApiTokens } from '~/services/api-client.server';
import { isFresh } from './attribution-capture';
import type { Breakpoint } from '~/utils/breakpoints';
import {
  type CityCookie,
  type MySize,
  type SessionUser,
  sessionAuthOf,
  type StoreCookieName,
  storeCookies,
} from './cookies.server';
import { COOKIE_MAX_AGE, secondsUntil } from './lifetimes';
import { mayBeShared } from '~/utils/cache-control';
import type { Flash } from '~/forms/flash';

/** True when the Cookie header carries a cookie called `name` with a value (whatever it is). */
function hasCookie(header: string | null, name: string): boolean {
  if (header === null) return false;
  return header.split(';').some((pair) => {
    const trimmed = pair.trim();
    return trimmed.startsWith(`${name}=`) && trimmed.length > name.length + 1;
  });
}

/**
 * Everything the storefront keeps about one shopper, read from the cookies of one request.
 * It is the ApiSession the API client calls with (city, guest token, device id, tokens; token
 * refresh and logout land here). Setters record changes, each serialised once as its
 * Set-Cookie line. One HTTP request has one session, shared by all its loaders and its action
 * (getStorefrontSession), and `storefrontRoute` sends its cookies with whatever leaves a
 * handler: loaders and actions never commit it themselves.
 */
export class StorefrontSession implements ApiSession {
  private readonly changes = new Map<StoreCookieName, Promise<string>>();
  private changeCount = 0;
  /** 'Мой размер': undefined until read, as most requests never ask for it. */
  private mySizeValue: MySize | null | undefined;
  /** The size picker's system: undefined until read, like 'Мой размер'. */
  private sizeSystemValue: SizeSystem | null | undefined;
  /** The landing attribution cookies (attribution.server.ts captures them). */
  private landing: { utm: UtmData | null; clickId: ClickIdRecord | null } = { utm: null, clickId: null };
  /** A flash cookie came that is not a Flash (an older release's shape, tampered): cleared unread. */
  private unreadableFlash = false;

  private constructor(
    private readonly request: Request,
    private auth: { tokens: ApiTokens; user: SessionUser | null } | null,
    private city: CityCookie | null,
    private guestToken: string | null,
    private device: string | null,
    private consent: boolean,
    private breakpoint: Breakpoint | null,
    private promo: string | null,
    private bonus: number | null,
    private flashMessage: Flash | null,
  ) {}

  /** Reads every cookie of the request. */
  static async fromRequest(request: Request): Promise<StorefrontSession> {
    const header = request.headers.get('Cookie');
    const [auth, city, fuser, deviceId, consent, viewport, promo, bonus, flash, utm, clickId] =
      await Promise.all([
        storeCookies.auth.read(header),
        storeCookies.city.read(header),
        storeCookies.fuser.read(header),
        storeCookies.deviceId.read(header),
        storeCookies.acceptCookie.read(header),
        storeCookies.viewport.read(header),
        storeCookies.promoCode.read(header),
        storeCookies.bonusAmount.read(header),
        storeCookies.flash.read(header),
        storeCookies.utm.read(header),
        storeCookies.clickId.read(header),
      ]);
    const session = new StorefrontSession(
      request,
      sessionAuthOf(auth),
      city,
      fuser,
      deviceId,
      consent === 'Y',
      viewport,
      promo,
      bonus,
      flash,
    );
    // A record past its 30 days is gone, even from a browser that kept the cookie longer.
    const now = new Date();
    session.landing = {
      utm: utm && isFresh(utm.capturedAt, now) ? utm : null,
      clickId: clickId && isFresh(clickId.timestamp, now) ? clickId : null,
    };
    session.unreadableFlash = flash === null && hasCookie(header, storeCookies.flash.name);
    return session;
  }

  private record(name: StoreCookieName, write: (request: Request) => Promise<string>): void {
    // Serialised now, once: every response of this request then carries the same line.
    this.changes.set(name, write(this.request));
    this.changeCount += 1;
  }

  // --- ApiSession -------------------------------------------------------------------------

  get cityId(): number {
    return this.city?.id ?? MOSCOW_CITY_ID;
  }
  get fuserToken(): string | null {
    return this.guestToken;
  }
  /**
   * A GET or HEAD that carries no cookie at all (a crawler, most first hits): its answer is the
   * same for everyone at that URL and may be shared, so nothing is minted or saved for it
   * (docs/decisions/shared-first-hits.md). Any cookie, or any post, makes the answer personal.
   */
  get anonymousView(): boolean {
    return mayBeShared(this.request);
  }

  /**
   * The device id; a visitor without one gets it the first time it is needed (an API call,
   * the page's data) on an answer that is personal anyway: an anonymous view gets none (API
   * calls then send no X-Device-Id), nor does a request that reads none (a viewport report).
   */
  get deviceId(): string | null {
    if (this.device === null && !this.anonymousView) {
      const id = randomUUID();
      this.device = id;
      this.record('deviceId', (r) => storeCookies.deviceId.write(r, id));
    }
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

  // --- 'Мой размер' (issue 18) -------------------------------------------------------------

  /** The shopper's footwear size from the my_size cookie, read when first asked for. */
  async mySize(): Promise<MySize | null> {
    if (this.mySizeValue === undefined) {
      this.mySizeValue = await storeCookies.mySize.read(this.request.headers.get('Cookie'));
    }
    return this.mySizeValue;
  }
  setMySize(value: MySize | null): void {
    this.mySizeValue = value;
    this.record('mySize', (r) =>
      value ? storeCookies.mySize.write(r, value) : storeCookies.mySize.clear(r),
    );
  }

  /** The system the size picker shows first, from the size_system cookie; null: RU. */
  async sizeSystem(): Promise<SizeSystem | null> {
    if (this.sizeSystemValue === undefined) {
      this.sizeSystemValue = await storeCookies.sizeSystem.read(this.request.headers.get('Cookie'));
    }
    return this.sizeSystemValue;
  }
  setSizeSystem(value: SizeSystem | null): void {
    this.sizeSystemValue = value;
    this.record('sizeSystem', (r) =>
      value ? storeCookies.sizeSystem.write(r, value) : storeCookies.sizeSystem.clear(r),
    );
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

  // --- landing attribution (spec §3, §4) --------------------------------------------------

  get utm(): UtmData | null {
    return this.landing.utm;
  }
  setUtm(utm: UtmData): void {
    this.landing = { ...this.landing, utm };
    this.record('utm', (r) => storeCookies.utm.write(r, utm));
  }

  get clickId(): ClickIdRecord | null {
    return this.landing.clickId;
  }
  setClickId(clickId: ClickIdRecord): void {
    this.landing = { ...this.landing, clickId };
    this.record('clickId', (r) => storeCookies.clickId.write(r, clickId));
  }

  /** What an order placed now carries about where the shopper came from; undefined when nothing. */
  get attribution(): OrderAttribution | undefined {
    const { utm, clickId } = this.landing;
    return utm || clickId ? { utm, clickId } : undefined;
  }

  /** Leaves a one-shot message for the next page: the flash's one writer. */
  flash(message: Flash): void {
    this.flashMessage = message;
    this.record('flash', (r) => storeCookies.flash.write(r, message));
  }

  /** The message left by the previous response, cleared so it shows once. */
  takeFlash(): Flash | null {
    const message = this.flashMessage;
    if (message || this.unreadableFlash) {
      this.flashMessage = null;
      this.unreadableFlash = false;
      this.record('flash', (r) => storeCookies.flash.clear(r));
    }
    return message;
  }

  /** Grows with every recorded change: a reader of responseCookies() can tell it is still current. */
  get version(): number {
    return this.changeCount;
  }

  /** Set-Cookie headers for everything changed so far (storefrontRoute sends them; handlers never do). */
  async responseCookies(headers = new Headers()): Promise<Headers> {
    for (const line of await Promise.all(this.changes.values())) headers.append('Set-Cookie', line);
    return headers;
  }
}
