// Whether the page cache may keep an answer, read from the answer's own headers as a shared
// HTTP cache reads them (RFC 9111 §3): a 200 that says `public` with an s-maxage, sets no
// cookie and does not vary on everything.

/** Cache-Control's directives: lower-case name → value ('' for a bare one). */
function directives(header: string | null): Map<string, string> {
  const found = new Map<string, string>();
  for (const part of String(header ?? '').split(',')) {
    const [name, value = ''] = part.trim().split('=');
    if (name) found.set(name.toLowerCase(), value.replace(/^"|"$/g, ''));
  }
  return found;
}

/**
 * For an answer a shared cache may keep: how long it is fresh (s-maxage, seconds) and the
 * lower-case request headers it varies on (Accept-Encoding left out: the cache makes the
 * codings itself, per request). Null for anything else.
 */
export function storablePolicy(response: Response): { freshSeconds: number; varyNames: string[] } | null {
  if (response.status !== 200) return null;
  if (response.headers.getSetCookie().length > 0) return null;
  // Already encoded by the app: the cache makes the codings itself and would encode it twice.
  if (response.headers.has('Content-Encoding')) return null;
  const cache = directives(response.headers.get('Cache-Control'));
  if (!cache.has('public') || ['private', 'no-store', 'no-cache'].some((name) => cache.has(name)))
    return null;
  const freshSeconds = Number(cache.get('s-maxage'));
  if (!Number.isInteger(freshSeconds) || freshSeconds <= 0) return null;
  const vary = (response.headers.get('Vary') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (vary.includes('*')) return null;
  const varyNames = [...new Set(vary.filter((name) => name !== 'accept-encoding'))].sort();
  return { freshSeconds, varyNames };
}
