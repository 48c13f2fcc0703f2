// Strict-Transport-Security (docs/decisions/0080-hsts.md): sent on every answer when the shop's
// public address (PUBLIC_URL) is https, and only then. A browser that saw it goes to the shop
// over https only, for a year, even when a link or a typed address says http: nobody between
// the shopper and the shop can strip TLS off the first request. Without an https PUBLIC_URL
// (the demo at http://localhost, a deployment still on http) it would lock browsers out.
import type { RequestHandler } from 'express';

/** A year, in seconds: what browsers' preload lists ask for, and long enough to matter. */
export const HSTS_MAX_AGE = 31_536_000;

/**
 * The header's value for this PUBLIC_URL, or null when it is absent or not https. Neither
 * includeSubDomains nor preload: the shop does not know what else runs under its domain.
 */
export function hstsValue(publicUrl: string | undefined): string | null {
  if (!publicUrl?.trim()) return null;
  let url: URL;
  try {
    url = new URL(publicUrl.trim());
  } catch {
    return null;
  }
  return url.protocol === 'https:' ? `max-age=${HSTS_MAX_AGE}` : null;
}

/** Express middleware setting the header on every answer, or none when there is no value. */
export function strictTransportSecurity(publicUrl: string | undefined): RequestHandler {
  const value = hstsValue(publicUrl);
  if (!value) return (_req, _res, next) => next();
  return (_req, res, next) => {
    res.setHeader('Strict-Transport-Security', value);
    next();
  };
}
