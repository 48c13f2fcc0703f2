// A copy never repeats its render's CSP nonce (docs/decisions/0181-fresh-nonce-per-copy.md): a
// nonce that everyone was served for a copy's life is public, and a script injected with it
// would run. So the page cache keeps a copy's body in parts, cut where the render wrote its
// nonce, and joins them with a new nonce for each answer; its Content-Security-Policy header
// names the new one too.

/** The nonce a render's Content-Security-Policy header allows scripts by, or null. */
export function renderedNonce(headers: readonly [string, string][]): string | null {
  const policy = headers.find(([name]) => name.toLowerCase() === 'content-security-policy')?.[1];
  return (policy && /'nonce-([^']+)'/.exec(policy)?.[1]) || null;
}

/** `body` cut at every occurrence of `nonce` (one part when there is none). */
export function cutAt(body: Buffer, nonce: string | null): Buffer[] {
  if (!nonce) return [body];
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(nonce); at !== -1; at = body.indexOf(nonce, from)) {
    parts.push(body.subarray(from, at));
    from = at + Buffer.byteLength(nonce);
  }
  parts.push(body.subarray(from));
  return parts;
}

/** The parts joined again, with `nonce` where the render's was. */
export function joinWith(parts: readonly Buffer[], nonce: string): Buffer {
  if (parts.length === 1) return parts[0];
  const filler = Buffer.from(nonce);
  return Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [filler, part])));
}

/** A header value with the render's nonce replaced by this answer's. */
export function withNonce(value: string, rendered: string | null, nonce: string): string {
  return rendered ? value.split(rendered).join(nonce) : value;
}
