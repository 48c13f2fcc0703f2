// Landing attribution on the server (docs/product.md#entities, docs/product.md#attribution-and-analytics): the root loader hands every page request
// here, so a paid campaign or a Yandex click is remembered without any script in the browser.
// The rules are attribution-capture.ts; this only reads the request and keeps the result.
import { randomUUID } from 'node:crypto';
import { ATTRIBUTION_LIMITS } from '~/commerce/contract/attribution';
import { pageUrlOf } from '~/redirects/route-redirects.server';
import { captureLanding } from './attribution-capture';
import type { StorefrontSession } from './storefront-session.server';

/** Stores the UTM data or the click-id record this landing carries, if any. */
export function captureAttribution(request: Request, session: StorefrontSession, now = new Date()): void {
  const url = pageUrlOf(request);
  // Most pages carry neither: nothing to read.
  if (!url.searchParams.has('utm_medium') && !url.searchParams.has('yclid')) return;
  const capture = captureLanding(
    url,
    {
      referrer: request.headers.get('Referer'),
      userAgent: request.headers.get('User-Agent'),
      acceptLanguage: request.headers.get('Accept-Language'),
    },
    now,
    { clickId: session.clickId },
    randomUUID,
  );
  if (!capture) return;
  if ('utm' in capture) session.setUtm(capture.utm);
  else session.setClickId(capture.clickId);
}

/** True while the stored click-id record waits for the screen size only a script can tell. */
export function clickScreenWanted(session: StorefrontSession): boolean {
  return session.clickId !== null && session.clickId.additionalInfo.screenWidth === null;
}

const isSide = (value: number) => Number.isInteger(value) && value >= 1 && value <= ATTRIBUTION_LIMITS.screen;

/**
 * Adds the screen size the browser reported to the stored click-id record (once; later
 * reports change nothing). False when the values are not a plausible screen.
 */
export function recordClickScreen(session: StorefrontSession, width: number, height: number): boolean {
  if (!isSide(width) || !isSide(height)) return false;
  const clickId = session.clickId;
  if (!clickId || clickId.additionalInfo.screenWidth !== null) return true;
  session.setClickId({
    ...clickId,
    additionalInfo: { ...clickId.additionalInfo, screenWidth: width, screenHeight: height },
  });
  return true;
}
