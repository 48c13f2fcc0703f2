// The UTM capture rules of docs/product.md#attribution-and-analytics as pure functions: what a landing URL and its request
// headers make of the UTM cookie and the click-id cookie. No I/O, so the rules are tested
// on their own (attribution-capture.test.ts); attribution.server.ts applies them.
import {
  ATTRIBUTION_LIMITS,
  type ClickIdRecord,
  ClickIdRecordSchema,
  type UtmData,
  UtmDataSchema,
  YCLID_PATTERN,
} from '~/commerce/contract/attribution';
import { COOKIE_MAX_AGE } from './lifetimes';

/** docs/product.md#attribution-and-analytics: UTM data is stored only when utm_medium is one of these. */
export const PAID_UTM_MEDIUMS: ReadonlySet<string> = new Set([
  'cpc',
  'ppc',
  'cpa',
  'cpm',
  'display',
  'banner',
  'paid',
  'social-paid',
  'retargeting',
  'affiliate',
  'video',
  'native',
  'influencer',
  'push',
  'email-paid',
  'remarketing',
  'paidsearch',
  'shopping',
  'sponsored',
]);

/** docs/product.md#constants-and-limits: the UTM cookie lives 30 days; the click-id record keeps the same window. */
export const ATTRIBUTION_MAX_AGE_SECONDS = COOKIE_MAX_AGE.utm;

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

// Control characters (and the line and paragraph separators) never belong in a label.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/** A query value as it may be stored: control characters out, trimmed, cut to `max`. */
export function cleanValue(raw: string | null | undefined, max: number): string | null {
  if (raw === null || raw === undefined) return null;
  const value = raw.replace(CONTROL, '').trim().slice(0, max).trim();
  return value === '' ? null : value;
}

/** A URL cut to the stored length (URLs reach us percent-encoded, so plain ASCII). */
function cleanUrl(raw: string | null | undefined): string | null {
  return cleanValue(raw, ATTRIBUTION_LIMITS.url);
}

/** True when the medium is in the paid list; case and surrounding spaces do not matter. */
export function isPaidMedium(medium: string | null | undefined): boolean {
  return medium !== null && medium !== undefined && PAID_UTM_MEDIUMS.has(medium.trim().toLowerCase());
}

/** UTM data of a landing with a paid utm_medium, else null (docs/product.md#attribution-and-analytics). */
export function utmFromLanding(url: URL, now: Date): UtmData | null {
  const medium = url.searchParams.get('utm_medium');
  if (!isPaidMedium(medium)) return null;
  const values = Object.fromEntries(
    UTM_KEYS.map((key) => [key, cleanValue(url.searchParams.get(key), ATTRIBUTION_LIMITS.utmValue)]),
  );
  const parsed = UtmDataSchema.safeParse({
    ...values,
    utm_medium: medium!.trim().toLowerCase(),
    url: cleanUrl(url.href),
    capturedAt: now.toISOString(),
  });
  return parsed.success ? parsed.data : null;
}

/** The first language of Accept-Language ('ru-RU,ru;q=0.9' → 'ru-RU'), if it is a language tag. */
export function primaryLanguage(acceptLanguage: string | null): string | null {
  const first = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim() ?? '';
  return /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(first) && first.length <= ATTRIBUTION_LIMITS.language
    ? first
    : null;
}

/** What the landing request tells about the visit besides its URL. */
export interface LandingHeaders {
  referrer: string | null;
  userAgent: string | null;
  acceptLanguage: string | null;
}

/**
 * The click-id record of a landing with a yclid (docs/product.md#entities, docs/product.md#attribution-and-analytics), else null. A yclid that is
 * not a plain token (too long, odd characters) is not a click id we can use: nothing is kept.
 */
export function clickIdFromLanding(
  url: URL,
  headers: LandingHeaders,
  now: Date,
  sessionId: string,
): ClickIdRecord | null {
  const yclid = url.searchParams.get('yclid')?.trim() ?? '';
  if (yclid === '' || yclid.length > ATTRIBUTION_LIMITS.yclid || !YCLID_PATTERN.test(yclid)) return null;
  const parsed = ClickIdRecordSchema.safeParse({
    timestamp: now.toISOString(),
    sessionId,
    yclid,
    source: 'yandex',
    additionalInfo: {
      referrer: cleanUrl(headers.referrer),
      userAgent: cleanValue(headers.userAgent, ATTRIBUTION_LIMITS.userAgent),
      language: primaryLanguage(headers.acceptLanguage),
      landingUrl: cleanUrl(url.href),
      screenWidth: null,
      screenHeight: null,
    },
  });
  return parsed.success ? parsed.data : null;
}

/** What a landing changes: a new UTM record, or else a new click-id record, or nothing. */
export type LandingCapture = { utm: UtmData } | { clickId: ClickIdRecord } | null;

/**
 * docs/product.md#attribution-and-analytics: a paid utm_medium stores the UTM data; otherwise a yclid stores a click-id record.
 * The same yclid again (a reload, a shared link opened twice) keeps the first record and its
 * time. An unpaid or absent medium leaves an earlier paid campaign in place.
 */
export function captureLanding(
  url: URL,
  headers: LandingHeaders,
  now: Date,
  current: { clickId: ClickIdRecord | null },
  newSessionId: () => string,
): LandingCapture {
  const utm = utmFromLanding(url, now);
  if (utm) return { utm };
  if (!url.searchParams.has('yclid')) return null;
  const clickId = clickIdFromLanding(url, headers, now, newSessionId());
  if (!clickId || clickId.yclid === current.clickId?.yclid) return null;
  return { clickId };
}

/** True while a record captured at `capturedAt` is inside the 30-day window. */
export function isFresh(capturedAt: string, now: Date): boolean {
  const at = Date.parse(capturedAt);
  // A few minutes ahead is another instance's clock, not a forged record (the cookie is signed).
  const skew = 5 * 60_000;
  return (
    Number.isFinite(at) &&
    at - now.getTime() < skew &&
    now.getTime() - at < ATTRIBUTION_MAX_AGE_SECONDS * 1000
  );
}
