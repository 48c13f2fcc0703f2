// The page cache's store: copies of shared answers, bounded by their bytes, least recently used
// first out. A copy is found by its URL and the values of the request headers its answer named
// in Vary; which headers those are is learnt per URL from the answer stored last.

import { LRUCache } from 'lru-cache';
import { cutAt, renderedNonce } from './nonce';

/** Per copy, a rough allowance for its key, headers and bookkeeping beside the body. */
const OVERHEAD_BYTES = 1024;
/**
 * URLs whose Vary names are remembered, the least recently used going first (a forgotten
 * one is re-learnt from its next answer): only shareable pages get here, but their URLs carry
 * any query, so the memo is bounded (docs/decisions/0078-bounded-caches.md).
 */
const URLS_REMEMBERED = 20_000;

/** Request headers as node gives them: lower-case names. */
export type RequestHeaders = Record<string, string | string[] | undefined>;

/** A kept answer (made by `newCopy`). */
export interface PageCopy {
  key: string;
  varyNames: string[];
  headers: [string, string][];
  /** The body as rendered, cut where the render wrote its CSP nonce (one part without one). */
  parts: Buffer[];
  /** The render's nonce, replaced in every answer (./nonce.ts); null when it had none. */
  nonce: string | null;
  /** Its encodings, made at a request's first ask for one (gzip: the parts' deflate streams). */
  encoded: Map<string, Buffer | Buffer[]>;
  freshMs: number;
  stateTag: string;
  storedAt: number;
  bytes: number;
}

export class PageCopies {
  bytes = 0;
  /** In use order: the first is the least recently used. */
  copies = new Map<string, PageCopy>();
  /** URL → the lower-case header names its answer varies on. */
  varyNames = new LRUCache<string, string[]>({ max: URLS_REMEMBERED });

  /** @param maxBytes what all copies together may hold (bodies and their encodings) */
  constructor(readonly maxBytes: number) {}

  /** The key of `url` as a request with `headers` asks it, once the URL's Vary names are known. */
  keyOf(url: string, headers: RequestHeaders): string | null {
    const names = this.varyNames.get(url);
    if (!names) return null;
    return keyFor(url, names, headers);
  }

  /** The copy under `key`, now the most recently used. */
  get(key: string): PageCopy | undefined {
    const copy = this.copies.get(key);
    if (!copy) return undefined;
    this.copies.delete(key);
    this.copies.set(key, copy);
    return copy;
  }

  /**
   * Keeps `copy` (made by `newCopy`) for `url`, replacing the one under its key; false when it
   * alone would take more than half the budget (one huge page must not empty the cache).
   */
  put(url: string, copy: PageCopy): boolean {
    if (copy.bytes > this.maxBytes / 2) return false;
    this.varyNames.set(url, copy.varyNames);
    this.drop(copy.key);
    this.copies.set(copy.key, copy);
    this.bytes += copy.bytes;
    this.evict();
    return true;
  }

  /** Counts `extra` bytes more for `copy` (an encoding made for it), if it is still kept. */
  grow(copy: PageCopy, extra: number): void {
    copy.bytes += extra;
    if (this.copies.get(copy.key) !== copy) return;
    this.bytes += extra;
    this.evict();
  }

  drop(key: string): void {
    const copy = this.copies.get(key);
    if (!copy) return;
    this.copies.delete(key);
    this.bytes -= copy.bytes;
  }

  evict(): void {
    for (const [key] of this.copies) {
      if (this.bytes <= this.maxBytes) return;
      this.drop(key);
    }
  }
}

/** The key of `url` for a request with `headers` (lower-case names, as node gives them). */
export function keyFor(url: string, names: string[], headers: RequestHeaders): string {
  return [url, ...names.map((name) => `${name}:${String(headers[name] ?? '').trim()}`)].join('\n');
}

/**
 * A copy of a 200 answer: its headers (name, value pairs, as the render gave them), its body
 * unencoded (in parts around the render's nonce) and its encodings as they are made, when it
 * was stored, how long it is fresh, and the catalogue state it was rendered under.
 */
export function newCopy({
  key,
  varyNames,
  headers,
  body,
  freshMs,
  stateTag,
  storedAt,
}: Omit<PageCopy, 'encoded' | 'bytes' | 'parts' | 'nonce'> & { body: Buffer }): PageCopy {
  const headerBytes = headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0);
  const nonce = renderedNonce(headers);
  return {
    key,
    varyNames,
    headers,
    parts: cutAt(body, nonce),
    nonce,
    encoded: new Map(),
    freshMs,
    stateTag,
    storedAt,
    bytes: body.length + headerBytes + key.length + OVERHEAD_BYTES,
  };
}
