import type { ClickIdRecord, OrderAttribution, UtmData } from '~/commerce/contract/attribution';
import { MOSCOW_CITY_ID } from '~/commerce/contract/location';
import type { SizeSystem } from '~/commerce/contract/size-systems';
import { hasAdminRole } from '~/services/access-token';
import type { ApiSession, ApiTokens } from '~/services/api-client.server';
import type { Breakpoint } from '~/utils/breakpoints';
import { type MySize, type SessionUser, storeCookies } from './cookies.server';
import { ResponseCookies } from './response-cookies.server';
import { readShopperCookies, type ShopperCookies } from './shopper-cookies.server';
import type { Flash } from '~/forms/flash';

/**
 * Everything the storefront keeps about one shopper, read from the cookies of one request.
 * It is the ApiSession the API client calls with (city, guest token, device id, tokens; token
 * refresh and logout land here). Setters record changes, each serialised once as its
 * Set-Cookie line (response-cookies.server.ts: which cookies a response sets, and when). One
 * HTTP request has one session, shared by all its loaders and its action
 * (getStorefrontSession), and `storefrontRoute` sends its cookies with whatever leaves a
 * handler: loaders and actions never commit it themselves.
 */
export class StorefrontSession implements ApiSession {
  /** The Set-Cookie lines of this request's responses. */
  private readonly cookies: ResponseCookies;
  /** 'Мой размер': undefined until read, as most requests never ask for it. */
  private mySizeValue: MySize | null | undefined;
  /** The size picker's system: undefined until read, like 'Мой размер'. */
  private sizeSystemValue: SizeSystem | null | undefined;

  private constructor(
    private readonly request: Request,
    /** What the request's cookies said, updated by every change. */
    private readonly saved: ShopperCookies,
  ) {
    this.cookies = new ResponseCookies(request);
  }

  /** Reads every cookie of the request. */
  static async fromRequest(request: Request): Promise<StorefrontSession> {
    return new StorefrontSession(request, await readShopperCookies(request));
  }

  // --- ApiSession -------------------------------------------------------------------------

  get cityId(): number {
    return this.saved.city?.id ?? MOSCOW_CITY_ID;
  }
  get fuserToken(): string | null {
    return this.saved.guestToken;
  }
  /** A GET or HEAD without any cookie, whose answer may be shared: nothing is minted for it. */
  get anonymousView(): boolean {
    return this.cookies.shared;
  }

  /**
   * The device id; a visitor without one gets it the first time it is needed (an API call,
   * the page's data) on an answer that is personal anyway: an anonymous view gets none (API
   * calls then send no X-Device-Id), nor does a request that reads none (a viewport report).
   */
  get deviceId(): string | null {
    if (this.saved.device === null) this.saved.device = this.cookies.mintDeviceId();
    return this.saved.device;
  }
  get tokens(): ApiTokens | null {
    return this.saved.auth?.tokens ?? null;
  }
  get signal(): AbortSignal {
    return this.request.signal;
  }

  /** Keeps tokens renewed by a refresh (the user stays). */
  setTokens(tokens: ApiTokens): void {
    this.signIn(tokens, this.saved.auth?.user ?? null);
  }

  /** Forgets the sign-in: tokens, user, promo code and bonus amount (docs/product.md#tokens-and-sessions). */
  logout(): void {
    this.saved.auth = null;
    this.saved.promo = null;
    this.saved.bonus = null;
    this.cookies.signOut();
  }

  // --- sign-in ----------------------------------------------------------------------------

  /** Logged in when a token cookie exists (docs/product.md#tokens-and-sessions). */
  get isAuth(): boolean {
    return this.saved.auth !== null;
  }
  /** True when the access token's roles include ROLE_ADMIN. */
  get isAdmin(): boolean {
    return hasAdminRole(this.saved.auth?.tokens.token);
  }
  get user(): SessionUser | null {
    return this.saved.auth?.user ?? null;
  }

  /** Keeps the tokens of a sign-in (POST /api/auth/check) and the user it returned. */
  signIn(tokens: ApiTokens, user: SessionUser | null): void {
    this.saved.auth = { tokens, user };
    this.cookies.signIn(tokens, user);
  }

  /** Updates the user shown (after /api/user/current or a profile change). */
  setUser(user: SessionUser | null): void {
    if (this.saved.auth) this.signIn(this.saved.auth.tokens, user);
  }

  // --- 'Мой размер' (docs/product.md#sizes-and-my-size) -------------------------------------------------------------

  /** The shopper's footwear size from the my_size cookie, read when first asked for. */
  async mySize(): Promise<MySize | null> {
    if (this.mySizeValue === undefined) {
      this.mySizeValue = await storeCookies.mySize.read(this.request.headers.get('Cookie'));
    }
    return this.mySizeValue;
  }
  setMySize(value: MySize | null): void {
    this.mySizeValue = value;
    this.cookies.set('mySize', value);
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
    this.cookies.set('sizeSystem', value || null);
  }

  // --- guest, city, device ----------------------------------------------------------------

  /** Keeps a guest identity from POST /api/fuser for as long as the API keeps it. */
  setGuestToken(token: string, expiresAt: number | null): void {
    this.saved.guestToken = token;
    this.cookies.guest(token, expiresAt);
  }

  /** True when a city was saved (detected or chosen) before this request. */
  get hasCity(): boolean {
    return this.saved.city !== null;
  }
  /** True once the shopper confirmed or chose the city; false while the prompt should ask. */
  get cityConfirmed(): boolean {
    return this.saved.city?.confirmed ?? false;
  }

  setCity(id: number, confirmed: boolean): void {
    this.saved.city = { id, confirmed };
    this.cookies.set('city', this.saved.city);
  }

  get viewport(): Breakpoint | null {
    return this.saved.breakpoint;
  }
  setViewport(breakpoint: Breakpoint): void {
    this.saved.breakpoint = breakpoint;
    this.cookies.set('viewport', breakpoint);
  }

  // --- consent, basket extras, flash ------------------------------------------------------

  get cookieConsent(): boolean {
    return this.saved.consent;
  }
  acceptCookies(): void {
    this.saved.consent = true;
    this.cookies.set('acceptCookie', 'Y');
  }

  get promoCode(): string | null {
    return this.saved.promo;
  }
  setPromoCode(code: string | null): void {
    this.saved.promo = code;
    this.cookies.set('promoCode', code || null);
  }

  get bonusAmount(): number | null {
    return this.saved.bonus;
  }
  setBonusAmount(amount: number | null): void {
    this.saved.bonus = amount;
    this.cookies.set('bonusAmount', amount);
  }

  // --- landing attribution (docs/product.md#entities, docs/product.md#attribution-and-analytics) --------------------------------------------------

  get utm(): UtmData | null {
    return this.saved.landing.utm;
  }
  setUtm(utm: UtmData): void {
    this.saved.landing = { ...this.saved.landing, utm };
    this.cookies.set('utm', utm);
  }

  get clickId(): ClickIdRecord | null {
    return this.saved.landing.clickId;
  }
  setClickId(clickId: ClickIdRecord): void {
    this.saved.landing = { ...this.saved.landing, clickId };
    this.cookies.set('clickId', clickId);
  }

  /** What an order placed now carries about where the shopper came from; undefined when nothing. */
  get attribution(): OrderAttribution | undefined {
    const { utm, clickId } = this.saved.landing;
    return utm || clickId ? { utm, clickId } : undefined;
  }

  /** Leaves a one-shot message for the next page: the flash's one writer. */
  flash(message: Flash): void {
    this.saved.flash = message;
    this.cookies.set('flash', message);
  }

  /** The message left by the previous response, cleared so it shows once. */
  takeFlash(): Flash | null {
    const message = this.saved.flash;
    if (message || this.saved.unreadableFlash) {
      this.saved.flash = null;
      this.saved.unreadableFlash = false;
      this.cookies.set('flash', null);
    }
    return message;
  }

  /** Grows with every recorded change: a reader of responseCookies() can tell it is still current. */
  get version(): number {
    return this.cookies.version;
  }

  /** Set-Cookie headers for everything changed so far (storefrontRoute sends them; handlers never do). */
  responseCookies(headers = new Headers()): Promise<Headers> {
    return this.cookies.appendTo(headers);
  }
}
