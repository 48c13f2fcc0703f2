// What the cookies of one request say about the shopper: every cookie the storefront session
// starts from, read and checked (a cookie that is absent, tampered with or of another shape
// reads as null). 'Мой размер' and the size system are not here: few requests ask for them,
// so the session reads them when asked.
import type { ClickIdRecord, UtmData } from '~/commerce/contract/attribution';
import type { ApiTokens } from '~/services/api-client.server';
import type { Breakpoint } from '~/utils/breakpoints';
import type { Flash } from '~/forms/flash';
import { isFresh } from './attribution-capture';
import { type CityCookie, type SessionUser, sessionAuthOf, storeCookies } from './cookies.server';

/** True when the Cookie header carries a cookie called `name` with a value (whatever it is). */
function carriesCookie(header: string | null, name: string): boolean {
  if (header === null) return false;
  return header.split(';').some((pair) => {
    const trimmed = pair.trim();
    return trimmed.startsWith(`${name}=`) && trimmed.length > name.length + 1;
  });
}

/** The shopper as the request's cookies describe them; the session updates it as it changes. */
export interface ShopperCookies {
  auth: { tokens: ApiTokens; user: SessionUser | null } | null;
  city: CityCookie | null;
  guestToken: string | null;
  device: string | null;
  consent: boolean;
  breakpoint: Breakpoint | null;
  promo: string | null;
  bonus: number | null;
  flash: Flash | null;
  /** A flash cookie came that is not a Flash (an older release's shape, tampered): cleared unread. */
  unreadableFlash: boolean;
  /** The landing attribution cookies (attribution.server.ts captures them). */
  landing: { utm: UtmData | null; clickId: ClickIdRecord | null };
}

/** Reads every cookie of the request the session starts from. */
export async function readShopperCookies(request: Request): Promise<ShopperCookies> {
  const header = request.headers.get('Cookie');
  const [auth, city, guestToken, device, consent, breakpoint, promo, bonus, flash, utm, clickId] =
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
  // A record past its 30 days is gone, even from a browser that kept the cookie longer.
  const now = new Date();
  return {
    auth: sessionAuthOf(auth),
    city,
    guestToken,
    device,
    consent: consent === 'Y',
    breakpoint,
    promo,
    bonus,
    flash,
    unreadableFlash: flash === null && carriesCookie(header, storeCookies.flash.name),
    landing: {
      utm: utm && isFresh(utm.capturedAt, now) ? utm : null,
      clickId: clickId && isFresh(clickId.timestamp, now) ? clickId : null,
    },
  };
}
