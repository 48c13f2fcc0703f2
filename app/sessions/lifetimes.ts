/** Cookie lifetimes in seconds (docs/product.md#constants-and-limits), one per concern. */
export const COOKIE_MAX_AGE = {
  /** Selected city and whether the shopper confirmed it. */
  city: 2_592_000,
  /** Consent to cookies and analytics. */
  acceptCookie: 31_536_000,
  /** The marketing platform's device id. */
  deviceId: 2_592_000,
  /** Viewport breakpoint: 365 days. */
  viewport: 365 * 86_400,
  /** Promo code and bonus amount applied to the basket. */
  promoCode: 86_400,
  bonusAmount: 86_400,
  /** Guest identity when the API does not give its expiry; the API issues them for a year. */
  fuserFallback: 365 * 86_400,
  /** Sign-in when the API does not give the refresh token's expiry. */
  authFallback: 30 * 86_400,
  /** UTM cookie: 30 days (docs/product.md#constants-and-limits). */
  utm: 30 * 86_400,
  /** Click-id record: the UTM cookie's window (the spec gives it none of its own). */
  clickId: 30 * 86_400,
  /** 'Мой размер': a year, like the viewport (a shopper's feet change slowly). */
  mySize: 365 * 86_400,
  /** The size picker's system (docs/product.md#sizes-and-my-size): a year, like 'Мой размер'. */
  sizeSystem: 365 * 86_400,
} as const;

/** Seconds until an expiry time (ms), or the fallback when the API gave none. */
export const secondsUntil = (ms: number | null, fallback: number) =>
  ms === null ? fallback : Math.max(0, (ms - Date.now()) / 1000);
