import { z } from 'zod';
import { ClickIdRecordSchema, UtmDataSchema } from '~/commerce/contract/attribution';
import { SizeSystemSchema } from '~/commerce/contract/size-systems';
import { defineCookie } from './cookie-factory.server';
import { BREAKPOINT_NAMES, type Breakpoint } from '~/utils/breakpoints';
import { COOKIE_MAX_AGE } from './lifetimes';
import { FlashSchema } from '~/forms/flash-schema';

/** The signed-in shopper as the storefront shows them; the API has the rest. */
export const SessionUserSchema = z.object({ id: z.number().int(), name: z.string() });
export type SessionUser = z.infer<typeof SessionUserSchema>;

const AuthCookieSchema = z.object({
  token: z.string().nullable(),
  refreshToken: z.string().min(1),
  refreshTokenExpiresAt: z.number().nullable(),
  user: SessionUserSchema.nullable(),
});
export type AuthCookie = z.infer<typeof AuthCookieSchema>;

/** The tokens and the user an auth cookie holds, as the session keeps them. */
export function sessionAuthOf(cookie: AuthCookie | null) {
  if (!cookie) return null;
  const { user, ...tokens } = cookie;
  return { tokens, user };
}

const CityCookieSchema = z.object({ id: z.number().int().positive(), confirmed: z.boolean() });
export type CityCookie = z.infer<typeof CityCookieSchema>;

/**
 * 'Мой размер' (docs/product.md#sizes-and-my-size): a footwear RU size ('42', '42.5') and whether footwear listings
 * filter by it (the chip's remove button turns that off; the product page still preselects it).
 * `onAccount`: the size is the signed-in account's too, so an account without one has forgotten
 * it (on another device) rather than never had it.
 */
export const MySizeSchema = z.object({
  ru: z.string().regex(/^\d{2}(\.5)?$/),
  listings: z.boolean(),
  onAccount: z.boolean().optional(),
});
export type MySize = z.infer<typeof MySizeSchema>;

/**
 * Every cookie of the storefront, one per concern (docs/product.md#entities client-stored values), with the
 * lifetimes of docs/product.md#constants-and-limits. All are signed with SESSION_SECRET, HttpOnly, SameSite=Lax, Path=/,
 * and Secure when the request came over HTTPS.
 */
export const storeCookies = {
  /** Access and refresh tokens and the user; lives as long as the refresh token. */
  auth: defineCookie('auth', AuthCookieSchema, COOKIE_MAX_AGE.authFallback),
  /** The guest identity (fuser token) of a visitor's basket; lives as long as the API keeps it. */
  fuser: defineCookie('fuser', z.string().min(1).max(256), COOKIE_MAX_AGE.fuserFallback),
  city: defineCookie('city', CityCookieSchema, COOKIE_MAX_AGE.city),
  acceptCookie: defineCookie('accept_cookie', z.literal('Y'), COOKIE_MAX_AGE.acceptCookie),
  deviceId: defineCookie('mbDeviceUUID', z.string().uuid(), COOKIE_MAX_AGE.deviceId),
  viewport: defineCookie(
    'viewport',
    z.enum(BREAKPOINT_NAMES as [Breakpoint, ...Breakpoint[]]),
    COOKIE_MAX_AGE.viewport,
  ),
  promoCode: defineCookie('promo_code', z.string().min(1).max(64), COOKIE_MAX_AGE.promoCode),
  bonusAmount: defineCookie('bonus_amount', z.number().int().min(0), COOKIE_MAX_AGE.bonusAmount),
  /** The paid campaign of the last landing with a paid utm_medium (docs/product.md#attribution-and-analytics, 30 days). */
  utm: defineCookie('utm', UtmDataSchema, COOKIE_MAX_AGE.utm),
  /** The Yandex click id of the last landing with a yclid and no paid UTM (docs/product.md#entities, docs/product.md#attribution-and-analytics). */
  clickId: defineCookie('click_id', ClickIdRecordSchema, COOKIE_MAX_AGE.clickId),
  mySize: defineCookie('my_size', MySizeSchema, COOKIE_MAX_AGE.mySize),
  /** The system the product page's size picker shows first (docs/product.md#sizes-and-my-size); absent: RU. */
  sizeSystem: defineCookie('size_system', SizeSystemSchema, COOKIE_MAX_AGE.sizeSystem),
  /**
   * The one-shot message of app/forms/flash.ts. No Max-Age: gone when the browser closes, and
   * cleared as soon as a page shows it.
   */
  flash: defineCookie('flash', FlashSchema, undefined),
};
export type StoreCookieName = keyof typeof storeCookies;
