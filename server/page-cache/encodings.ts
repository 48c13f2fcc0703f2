// The content codings the page cache serves, made once per copy and kept with it: a hit costs
// no compression at all. The same codings and preference as the compression middleware in
// front (brotli, then gzip), at its settings, so a page weighs the same cached or not.
import zlib from 'node:zlib';
import type { PageCopy } from './copies';

const ENCODERS: Record<string, (body: Buffer) => Buffer> = {
  br: (body) =>
    zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => zlib.gzipSync(body),
};
const PREFERRED = ['br', 'gzip'];

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
 * The coding to send for this Accept-Encoding: the first of brotli and gzip the client takes
 * (by name or through `*`), or null for the body as it is.
 */
export function chooseEncoding(header: string | undefined): string | null {
  const weights = accepted(header);
  for (const name of PREFERRED) {
    const q = weights.get(name) ?? weights.get('*') ?? 0;
    if (q > 0) return name;
  }
  return null;
}

/** `body` in `encoding`, made by the caller's first ask and kept in `copy.encoded`. */
export function encodedBody(copy: PageCopy, encoding: string, onMade: (bytes: number) => void): Buffer {
  let body = copy.encoded.get(encoding);
  if (!body) {
    body = ENCODERS[encoding](copy.body);
    copy.encoded.set(encoding, body);
    onMade(body.length);
  }
  return body;
}
