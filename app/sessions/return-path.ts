const MAX_LENGTH = 2048;

/**
 * A place to send the shopper back to after a form post: only a path on this site ('/cart',
 * '/catalog/man/?sort=price'). Absolute URLs, protocol-relative '//evil', backslash tricks
 * and control characters give `fallback`, so a crafted form cannot redirect elsewhere.
 */
export function safeReturnPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length > MAX_LENGTH) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  const base = 'http://return.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The same path with some query parameters removed (e.g. the city modal's after a pick). */
export function withoutParams(path: string, names: readonly string[]): string {
  // '//…' would parse as another host ('////' as none at all, which throws): it is a path here.
  const url = new URL(path.replace(/^\/{2,}/, '/'), 'http://return.invalid');
  for (const name of names) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}
