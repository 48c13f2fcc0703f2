import { randomBytes } from 'node:crypto';
import { type Env, env } from './env.server';

/** A fresh nonce for one response's Content-Security-Policy. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The directives a third party may need origins in. */
type SourceDirective = 'script-src' | 'style-src' | 'img-src' | 'connect-src' | 'frame-src' | 'form-action';

/** The origins one third party needs, per directive. */
export type ThirdPartySources = Partial<Record<SourceDirective, string[]>>;

// The card payment page the order form may send the shopper to: the shop always needs it.
const PAYMENT: ThirdPartySources = { 'form-action': ['https://yoomoney.ru', 'https://*.yoomoney.ru'] };

// The shops map (Yandex Maps JS API v3): only with its key, as /about/shops loads it only then.
const MAPS_ORIGINS = [
  'https://api-maps.yandex.ru',
  'https://*.maps.yandex.net',
  'https://yandex.ru',
  'https://*.yandex.ru',
];
const MAPS: ThirdPartySources = {
  'script-src': MAPS_ORIGINS,
  'img-src': MAPS_ORIGINS,
  'connect-src': MAPS_ORIGINS,
  'frame-src': MAPS_ORIGINS,
};

/**
 * The third parties this deployment turned on. An integration is off while its variable is
 * absent, and then its origins are not allowed either (docs/decisions/third-party-consent.md):
 * each one adds its own line here, guarded by its variable.
 */
export function enabledThirdParties(config: Env = env()): ThirdPartySources[] {
  const enabled: ThirdPartySources[] = [PAYMENT];
  if (config.YANDEX_MAPS_API_KEY) enabled.push(MAPS);
  return enabled;
}

/** ' a b' for the directive's origins of the enabled third parties ('' when none). */
function extra(directive: SourceDirective, enabled: ThirdPartySources[]): string {
  const origins = new Set(enabled.flatMap((sources) => sources[directive] ?? []));
  return [...origins].map((origin) => ` ${origin}`).join('');
}

/** The Content-Security-Policy of a document response. */
export function contentSecurityPolicy(
  nonce: string,
  enabled: ThirdPartySources[] = enabledThirdParties(),
): string {
  const frames = extra('frame-src', enabled);
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${extra('script-src', enabled)}`,
    `style-src 'self' 'unsafe-inline'${extra('style-src', enabled)}`,
    `img-src 'self' data: blob:${extra('img-src', enabled)}`,
    `connect-src 'self'${extra('connect-src', enabled)}`,
    // No frame at all unless an enabled third party brings one (an empty list is not valid).
    `frame-src ${frames ? frames.trim() : "'none'"}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${extra('form-action', enabled)}`,
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

function forbidden(): Response {
  return Response.json(
    { success: false, message: 'Запрос с другого сайта отклонён', errors: [] },
    { status: 403, headers: { 'X-Content-Type-Options': 'nosniff' } },
  );
}
