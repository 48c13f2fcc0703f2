// The content codings the page cache serves, at the compression middleware's settings, so a
// page weighs about the same cached or not. A copy's codings are made once and kept, so a hit
// costs no compression: a copy with a nonce (every page with scripts) is served in gzip,
// spliced around this answer's nonce (./gzip-splice.ts); brotli, which cannot be spliced so,
// is then made per answer, only for a client that takes no gzip. A copy without a nonce keeps
// brotli, then gzip, as the middleware prefers.
import zlib from 'node:zlib';
import type { PageCopy } from './copies';
import { deflateParts, gzipJoined } from './gzip-splice';
import { joinWith } from './nonce';

const brotli = (body: Buffer) =>
  zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });

/** The q-value of each coding an Accept-Encoding header lists ('*' included), lower-case. */
function accepted(header: string | undefined): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  return weights;
}

/**
 * The coding to send `copy` in for this Accept-Encoding: the first of its preferred codings
 * the client takes (by name or through `*`), or null for the body as it is.
 */
export function chooseEncoding(copy: PageCopy, header: string | undefined): string | null {
  const weights = accepted(header);
  const preferred = copy.parts.length > 1 ? ['gzip', 'br'] : ['br', 'gzip'];
  for (const name of preferred) {
    const q = weights.get(name) ?? weights.get('*') ?? 0;
    if (q > 0) return name;
  }
  return null;
}

/**
 * The body of one answer from `copy`, with `nonce` where the render's was, in `encoding` (null:
 * none). What is made to keep is kept in `copy.encoded`, and its size told to `onMade`.
 */
export function answerBody(
  copy: PageCopy,
  encoding: string | null,
  nonce: string,
  onMade: (bytes: number) => void,
): Buffer {
  const kept = <T extends Buffer | Buffer[]>(name: string, make: () => T): T => {
    let made = copy.encoded.get(name) as T | undefined;
    if (!made) {
      made = make();
      copy.encoded.set(name, made);
      onMade(Array.isArray(made) ? made.reduce((sum, part) => sum + part.length, 0) : made.length);
    }
    return made;
  };
  if (copy.parts.length === 1) {
    const [body] = copy.parts;
    if (encoding === 'br') return kept('br', () => brotli(body));
    if (encoding === 'gzip') return kept('gzip', () => zlib.gzipSync(body));
    return body;
  }
  if (encoding === 'gzip')
    return gzipJoined(
      copy.parts,
      kept('deflated', () => deflateParts(copy.parts)),
      nonce,
    );
  const body = joinWith(copy.parts, nonce);
  return encoding === 'br' ? brotli(body) : body;
}
