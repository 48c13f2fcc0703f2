import { randomBytes } from 'node:crypto';
import { type Env, env } from './env.server';

/** A fresh nonce for one response's Content-Security-Policy. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/** What an enabled third party needs the policy to allow, by directive (origins). */
export interface CspSources {
  script?: readonly string[];
  connect?: readonly string[];
  frame?: readonly string[];
  img?: readonly string[];
}

// The card payment page the order form may send the shopper to: the shop always needs it.
const PAYMENT = ['https://yoomoney.ru', 'https://*.yoomoney.ru'];

// The maps (Yandex Maps JS API v3) of /about/shops and checkout's pickup points: only with its
// key, as the pages load the script only then.
const MAPS_ORIGINS = [
  'https://api-maps.yandex.ru',
  'https://*.maps.yandex.net',
  'https://yandex.ru',
  'https://*.yandex.ru',
];

/** The maps service's sources, when its key is set (YANDEX_MAPS_API_KEY). */
export function mapsCspSources(config: Pick<Env, 'YANDEX_MAPS_API_KEY'> = env()): CspSources[] {
  if (!config.YANDEX_MAPS_API_KEY) return [];
  return [{ script: MAPS_ORIGINS, img: MAPS_ORIGINS, connect: MAPS_ORIGINS, frame: MAPS_ORIGINS }];
}

/**
 * The Content-Security-Policy of a document response. `integrations` are the sources of the
 * third parties this deployment switched on (app/third-party/csp-sources.server.ts);
 * one whose variable is absent allows nothing of its own (docs/decisions/0033-third-party-consent.md).
 */
export function contentSecurityPolicy(nonce: string, integrations: readonly CspSources[] = []): string {
  // One directive's extra sources from every enabled integration, each origin once.
  const extra = (directive: keyof CspSources) =>
    [...new Set(integrations.flatMap((sources) => sources[directive] ?? []))]
      .map((origin) => ` ${origin}`)
      .join('');
  const frames = extra('frame');
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${extra('script')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${extra('img')}`,
    `connect-src 'self'${extra('connect')}`,
    // No frame at all unless an enabled third party brings one (an empty list is not valid).
    `frame-src ${frames ? frames.trim() : "'none'"}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${PAYMENT.join(' ')}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers every document answer carries besides the CSP. */
export const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), payment=(self)',
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a state-changing request sent by another site: the browser tells us through
 * Sec-Fetch-Site, or failing that, Origin. Requests without either (servers, curl, the
 * storefront calling its own API) pass: they carry no victim's cookies by accident.
 */
export function refuseCrossSite(request: Request): Response | undefined {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return undefined;
  const fetchSite = request.headers.get('Sec-Fetch-Site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') {
    return forbidden();
  }
  const origin = request.headers.get('Origin');
  if (origin && origin !== 'null') {
    const requestHost =
      request.headers.get('X-Forwarded-Host') ?? request.headers.get('Host') ?? new URL(request.url).host;
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      return forbidden();
    }
    if (originHost !== requestHost) return forbidden();
  } else if (origin === 'null') {
    return forbidden();
  }
  return undefined;
}

/**
 * The refusal the server put in a page post's load context (server/request-guards.ts): the
 * post is rendered as the page's GET, and its loaders throw this (storefrontRoute), so the
 * shopper sees the shop's error page with 403 and no action ran.
 */
export function crossSiteRefusalOf(context: unknown): Response | undefined {
  if (!context || typeof context !== 'object' || !('crossSiteRefusal' in context)) return undefined;
  return context.crossSiteRefusal instanceof Response ? context.crossSiteRefusal : undefined;
}

function forbidden(): Response {
  return Response.json(
    { success: false, message: 'Запрос с другого сайта отклонён', errors: [] },
    { status: 403, headers: { 'X-Content-Type-Options': 'nosniff' } },
  );
}
