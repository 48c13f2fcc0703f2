/**
 * Where the shop keeps files every instance must see: 1С's uploads and the gallery's source
 * pictures. Keys are relative paths with forward slashes ('pictures/3f…', 'exchange-1c/…');
 * the local disk under DATA_DIR serves one machine, S3-compatible storage serves several
 * (docs/decisions/0081-object-storage.md).
 */
import type { Readable } from 'node:stream';

export interface StoredObject {
  key: string;
  size: number;
  /** Changes whenever the bytes do (an ETag, or the file's size and time). */
  version: string;
}

/** What to put: bytes in memory, or a local file (sent as a stream of known length). */
export type ObjectBody = Buffer | { file: string };

export interface ObjectStore {
  /** 'local' or 's3': shown on /healthz-like reports and logs. */
  readonly kind: 'local' | 's3';
  /** Writes the whole object, replacing one of that key; a reader sees the old or the new one. */
  put(key: string, body: ObjectBody): Promise<void>;
  /** The object's bytes as a stream, or null when there is none. */
  get(key: string): Promise<Readable | null>;
  /** The object's size and version, or null when there is none. */
  head(key: string): Promise<StoredObject | null>;
  /** Every object whose key starts with `prefix`, ordered by key. */
  list(prefix: string): Promise<StoredObject[]>;
  /** Removes the object (none: nothing happens). */
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix`. */
  deletePrefix(prefix: string): Promise<void>;
  /**
   * The local disk only: the object's own file, for a reader that needs a path (a package of
   * a gigabyte is then read where it lies instead of copied first).
   */
  localPath?(key: string): string;
}

/** A key the stores accept: relative, no empty, '.' or '..' part, no control characters. */
export function isValidKey(key: string): boolean {
  if (key === '' || key.length > 1024 || key.startsWith('/')) return false;
  for (let i = 0; i < key.length; i++) if (key.charCodeAt(i) < 0x20) return false;
  return key.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

export function assertKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`object storage: invalid key ${JSON.stringify(key.slice(0, 120))}`);
}

/** An object's bytes in memory (pictures are small), or null when there is none. */
export async function readObject(store: ObjectStore, key: string): Promise<Buffer | null> {
  const stream = await store.get(key);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
