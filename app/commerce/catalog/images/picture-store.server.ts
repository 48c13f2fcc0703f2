/**
 * Source pictures of the product gallery (1С sends them beside its packages): kept by
 * content hash in the object store under pictures/ (DATA_DIR/pictures on the local disk), so
 * a picture sent again is kept once, every instance finds it, and a product's picture URLs
 * change exactly when its pictures' bytes do.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { readObject, type ObjectStore } from '../../storage/object-store';

/** The object store key of a source picture. */
export function pictureKey(hash: string): string {
  return `pictures/${hash}`;
}

/** A source picture's bytes, or null when none is kept under that hash. */
export function pictureSource(store: ObjectStore, hash: string): Promise<Buffer | null> {
  return readObject(store, pictureKey(hash));
}

/** Formats sharp reads that cameras and 1С produce. */
const READABLE = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff', 'heif']);

export type StoredPicture = { hash: string } | { problem: string };

/**
 * Keeps one source picture and answers its hash, or why it cannot be shown. Only the header
 * is read (a full decode of every picture of a 100,000-product package would take longer
 * than the import); a picture already kept is not written again.
 */
export async function storePicture(store: ObjectStore, bytes: Buffer | null): Promise<StoredPicture> {
  if (!bytes) return { problem: 'файл не загружен' };
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  if (await store.head(pictureKey(hash))) return { hash };
  try {
    const meta = await sharp(bytes).metadata();
    if (!meta.format || !READABLE.has(meta.format) || !meta.width || !meta.height)
      return { problem: 'не картинка' };
  } catch {
    return { problem: 'не картинка' };
  }
  await store.put(pictureKey(hash), bytes);
  return { hash };
}
