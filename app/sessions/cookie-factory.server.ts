import { type Cookie, createCookie } from '@remix-run/node';
import type { ZodType, ZodTypeDef } from 'zod';
import { secret } from '~/utils/secrets.server';

/**
 * True when the shopper reached us over HTTPS: directly (the request URL) or through a proxy
 * that says so (X-Forwarded-Proto). Cookies get `Secure` then, and only then, so a plain-HTTP
 * development server still keeps its cookies.
 */
export function isSecureRequest(request: Request): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  const forwarded = request.headers.get('X-Forwarded-Proto')?.split(',')[0]?.trim().toLowerCase();
  return forwarded === 'https';
}

/** SESSION_SECRET split for rotation: the first signs, every one verifies. */
export function sessionSecrets(): string[] {
  return secret('SESSION_SECRET')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** One concern's cookie: signed, HttpOnly, SameSite=Lax, Path=/, Secure per request. */
export interface StoreCookie<T> {
  readonly name: string;
  /** The value, or null when absent, tampered with, or not of the expected shape. */
  read(cookieHeader: string | null): Promise<T | null>;
  /** Set-Cookie for a value; `maxAge` (seconds) overrides the cookie's own lifetime. */
  write(request: Request, value: T, maxAge?: number): Promise<string>;
  /** Set-Cookie that deletes it. */
  clear(request: Request): Promise<string>;
}

/**
 * Defines a cookie. `maxAge` undefined makes a browser-session cookie (flash messages).
 * The Remix cookie is built on first use (the secret may be generated into DATA_DIR) and
 * again if the secrets change.
 */
export function defineCookie<T>(
  name: string,
  schema: ZodType<T, ZodTypeDef, unknown>,
  maxAge: number | undefined,
): StoreCookie<T> {
  let cookie: { secrets: string; value: Cookie } | undefined;
  const get = () => {
    const secrets = sessionSecrets();
    if (cookie?.secrets !== secrets.join(',')) {
      const value = createCookie(name, {
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        secrets,
        ...(maxAge === undefined ? {} : { maxAge }),
      });
      cookie = { secrets: secrets.join(','), value };
    }
    return cookie.value;
  };
  return {
    name,
    async read(cookieHeader) {
      // Every cookie of a request is read on every page view, and Remix's parse decodes every
      // pair of the header each time: a header without the name cannot hold the cookie (Remix
      // would answer null too), so it is not parsed.
      if (!cookieHeader?.includes(name)) return null;
      const raw: unknown = await get().parse(cookieHeader);
      if (raw === null || raw === '') return null;
      const parsed = schema.safeParse(raw);
      return parsed.success ? parsed.data : null;
    },
    async write(request, value, ownMaxAge) {
      return get().serialize(value, {
        secure: isSecureRequest(request),
        ...(ownMaxAge === undefined ? {} : { maxAge: Math.max(0, Math.floor(ownMaxAge)) }),
      });
    },
    async clear(request) {
      return get().serialize('', { secure: isSecureRequest(request), maxAge: 0, expires: new Date(0) });
    },
  };
}
