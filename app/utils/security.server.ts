import { randomBytes } from 'node:crypto';

/** A fresh nonce for one response's Content-Security-Policy. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

// Third parties the spec names: the captcha widget, the maps service, the payment page.
const CAPTCHA = 'https://smartcaptcha.yandexcloud.net';
const MAPS = 'https://api-maps.yandex.ru https://*.maps.yandex.net https://yandex.ru https://*.yandex.ru';
const PAYMENT = 'https://yoomoney.ru https://*.yoomoney.ru';

/** Sources an integration that is switched on adds to the policy, per directive. */
export type CspSources = { script?: string[]; connect?: string[]; img?: string[]; frame?: string[] };

/** One directive's extra sources from every enabled integration, deduplicated. */
function extra(enabled: CspSources[], directive: keyof CspSources): string {
  const sources = [...new Set(enabled.flatMap((s) => s[directive] ?? []))];
  return sources.length ? ` ${sources.join(' ')}` : '';
}

/**
 * The Content-Security-Policy of a document response; `enabled` are the sources of the
 * integrations switched on by their environment variables (none are listed otherwise).
 */
export function contentSecurityPolicy(nonce: string, enabled: CspSources[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic' ${CAPTCHA} ${MAPS}${extra(enabled, 'script')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${MAPS}${extra(enabled, 'img')}`,
    `connect-src 'self' ${CAPTCHA} ${MAPS}${extra(enabled, 'connect')}`,
    `frame-src ${CAPTCHA} ${MAPS}${extra(enabled, 'frame')}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${PAYMENT}`,
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
