/**
 * Source pictures of the product gallery (1С sends them beside its packages): kept by
 * content hash in DATA_DIR/pictures, so a picture sent again is kept once, and a product's
 * picture URLs change exactly when its pictures' bytes do.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { dataDir } from '../../../utils/env.server';

/** Where source pictures are kept (the images route resizes from here). */
export function picturesDir(): string {
  return path.join(dataDir(), 'pictures');
}

export function picturePath(dir: string, hash: string): string {
  return path.join(dir, hash);
}

/** Formats sharp reads that cameras and 1С produce. */
const READABLE = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff', 'heif']);

export type StoredPicture = { hash: string } | { problem: string };

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/**
 * Keeps one source picture and answers its hash, or why it cannot be shown. Only the header
 * is read (a full decode of every picture of a 100,000-product package would take longer
 * than the import); a picture already kept is not read again.
 */
export async function storePicture(dir: string, file: string): Promise<StoredPicture> {
  let bytes: Buffer;
  try {
    bytes = await fs.readFile(file);
  } catch {
    return { problem: 'файл не загружен' };
  }
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  const target = picturePath(dir, hash);
  if (await exists(target)) return { hash };
  try {
    const meta = await sharp(bytes).metadata();
    if (!meta.format || !READABLE.has(meta.format) || !meta.width || !meta.height)
      return { problem: 'не картинка' };
  } catch {
    return { problem: 'не картинка' };
  }
  await fs.mkdir(dir, { recursive: true });
  const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
  await fs.writeFile(temporary, bytes);
  await fs.rename(temporary, target);
  return { hash };
}
