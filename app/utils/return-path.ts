const MAX_LENGTH = 2048;
const BASE = 'http://return.invalid';

/**
 * True when a browser reads `path` as a path of this site: it starts with one '/', not '//'
 * (another host) nor '/\' (browsers read '\' as '/'), and holds no control character (the URL
 * parser drops tabs and newlines, so '/\t/evil' would become '//evil').
 */
export function isSameSitePath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(path)) return false;
  try {
    return new URL(path, BASE).origin === BASE;
  } catch {
    return false;
  }
}

/**
 * pathname + search + hash of a URL, or `fallback` when that text would leave the site. The
 * URL parser resolves dot segments ('/.//x', '/%2e//x', '/..//x' all give the path '//x'), so
 * the text is checked after parsing: what is checked is what goes into the Location.
 */
export function sameSitePathOf(url: URL, fallback = '/'): string {
  const path = `${url.pathname}${url.search}${url.hash}`;
  return isSameSitePath(path) ? path : fallback;
}

/**
 * A place to send the shopper back to after a form post: only a path on this site ('/cart',
 * '/catalog/man/?sort=price'), in the normalised form a Location carries. Absolute URLs,
 * protocol-relative '//evil', backslash tricks, dot segments that normalise into '//evil',
 * control characters and overlong values give `fallback`, so a crafted form cannot redirect
 * elsewhere.
 */
export function safeReturnPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length > MAX_LENGTH || !isSameSitePath(value)) return fallback;
  return sameSitePathOf(new URL(value, BASE), fallback);
}

/** The same path with some query parameters removed (e.g. the city modal's after a pick); '/' if it is not a path of this site. */
export function withoutParams(path: string, names: readonly string[]): string {
  let url: URL;
  try {
    // '//…' would parse as another host ('////' as none at all, which throws): it is a path here.
    url = new URL(path.replace(/^\/{2,}/, '/'), BASE);
  } catch {
    return '/';
  }
  if (url.origin !== BASE) return '/';
  for (const name of names) url.searchParams.delete(name);
  return sameSitePathOf(url);
}
