import type { UrlInput } from './types';

// Relative inputs ('/catalog/all/') need a base to parse; the host never reaches a Location.
const PARSE_BASE = 'http://localhost';

/** Parses a path or an absolute URL; null for input no URL parser accepts. */
export function toUrl(input: UrlInput): URL | null {
  if (input instanceof URL) return input;
  if (typeof input !== 'string') return null;
  try {
    return new URL(input, PARSE_BASE);
  } catch {
    return null;
  }
}

/**
 * The form of a path that tables are matched against: lower case, runs of slashes collapsed,
 * no trailing slash ('/' stays '/'). Remix matches routes case-insensitively, so do we.
 * Collapsing happens before the trailing slash is cut so no regex ever scans a long run.
 */
export function matchKey(pathname: string): string {
  const collapsed = pathname.replace(/\/{2,}/g, '/');
  const trimmed = collapsed.length > 1 && collapsed.endsWith('/') ? collapsed.slice(0, -1) : collapsed;
  return (trimmed || '/').toLowerCase();
}

/** True when `path` is `ancestor` or lies under it, segment-wise ('/personal/orders' is not under '/personal/order'). */
export function isWithin(path: string, ancestor: string): boolean {
  return path === ancestor || path.startsWith(`${ancestor}/`);
}

/** Non-empty path segments, still percent-encoded. */
export function pathSegments(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment.length > 0);
}

/**
 * A path that is safe to echo in a Location header: '//evil.example/x' would be read by the
 * browser as another host, so leading slashes collapse into one.
 */
export function safeLocationPath(pathname: string): string {
  return pathname.replace(/^[/\\]+/, '/');
}

/** `path` with a query string (given without '?') appended when there is one. */
export function withQuery(path: string, query: string): string {
  return query ? `${path}?${query}` : path;
}

const utf8 = new TextDecoder('utf-8');

/**
 * decodeURIComponent that never throws: every run of %XX escapes is decoded as UTF-8, and
 * bytes that are not valid UTF-8 (a cut sequence, an old single-byte encoding) become U+FFFD.
 * A lone '%' or '%4' stays as it is. With plusIsSpace, '+' means a space, as in form-encoded
 * values (the old site wrote filter values that way); '%2B' still means a plus.
 */
export function decodeComponent(raw: string, { plusIsSpace = false } = {}): string {
  const spaced = plusIsSpace ? raw.replace(/\+/g, ' ') : raw;
  return spaced.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    const bytes = new Uint8Array(run.length / 3);
    for (let i = 0; i < bytes.length; i += 1) bytes[i] = Number.parseInt(run.slice(i * 3 + 1, i * 3 + 3), 16);
    return utf8.decode(bytes);
  });
}

/** Own-property lookup in a plain data table, so '__proto__' or 'constructor' never match. */
export function lookup<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
