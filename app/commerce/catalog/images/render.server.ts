import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { hashString } from '../random';
import { typeByCode } from '../taxonomy/product-types';
import type { ImageFormat, PictureImageRequest, ProductImageRequest } from './image-set';
import type { ImageSubject } from './image-subject.queries.server';
import { productSvg } from './silhouettes';

/** Brand accents: strong colours that read on most product colours. */
const ACCENTS = ['#f07c26', '#2459c9', '#cc2a2a', '#f4c430', '#2f7d4a', '#6f3fa0', '#1d1d1f', '#f7f7f5'];

const NEUTRAL_FILL = '#b8b8b8';

/** Renders a product picture from its subject: deterministic bytes for the same input. */
export async function renderProductImage(
  request: ProductImageRequest,
  subject: ImageSubject,
): Promise<Buffer> {
  const silhouette = typeByCode(subject.typeCode)?.silhouette ?? 'sneaker';
  const svg = productSvg(
    silhouette,
    {
      // An article 1С sent without a colour has no hex: drawn in a neutral grey, not in black.
      fill: subject.hex || NEUTRAL_FILL,
      accent: ACCENTS[hashString(subject.brandCode) % ACCENTS.length],
      variant: hashString(subject.productCode) % 3,
    },
    request.view,
    request.size,
  );
  return encode(sharp(Buffer.from(svg)), request.format);
}

/** The one encoder setting of every gallery picture, drawn or sent by 1С. */
function encode(image: Sharp, format: ImageFormat): Promise<Buffer> {
  return format === 'webp'
    ? image.webp({ quality: 82, effort: 4 }).toBuffer()
    : image.jpeg({ quality: 84, mozjpeg: true }).toBuffer();
}

/**
 * A source picture resized to the gallery's square: whole (no cropping) on white, turned
 * upright by its EXIF orientation, transparency flattened for JPEG.
 */
export async function renderPicture(source: Buffer, request: PictureImageRequest): Promise<Buffer> {
  const image = sharp(source)
    .rotate()
    .resize(request.size, request.size, { fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' });
  return encode(image, request.format);
}

/**
 * Bump when the drawings or encoder settings change: files rendered by older code live
 * under the old version's folder and are no longer served.
 */
const DRAWING_VERSION = 'v1';

function fileName(request: { device: string; retina: boolean; format: ImageFormat }): string {
  return `${request.device}${request.retina ? '@2x' : ''}.${request.format}`;
}

/** Where a rendered picture is kept below the cache directory. */
export function cachedImagePath(cacheDir: string, request: ProductImageRequest): string {
  return path.join(
    cacheDir,
    DRAWING_VERSION,
    'products',
    request.colorCode,
    String(request.view),
    fileName(request),
  );
}

/** Where a resized source picture is kept below the cache directory. */
export function cachedPicturePath(cacheDir: string, request: PictureImageRequest): string {
  return path.join(cacheDir, DRAWING_VERSION, 'pictures', request.hash, fileName(request));
}

const rendering = new Map<string, Promise<Buffer | null>>();

/** A drawn picture's bytes, from the cache directory or rendered once and kept there. */
export async function productImageBytes(
  cacheDir: string,
  request: ProductImageRequest,
  subject: ImageSubject,
): Promise<Buffer> {
  return cachedRendering(cachedImagePath(cacheDir, request), () => renderProductImage(request, subject));
}

/**
 * A source picture's resized bytes, from this instance's cache directory or resized once from
 * the source `loadSource` fetches (the shared object store) and kept there; null when there
 * is no source of that hash.
 */
export async function pictureBytes(
  cacheDir: string,
  loadSource: (hash: string) => Promise<Buffer | null>,
  request: PictureImageRequest,
): Promise<Buffer | null> {
  return cachedRendering(cachedPicturePath(cacheDir, request), async () => {
    const source = await loadSource(request.hash);
    return source ? renderPicture(source, request).catch(() => null) : null;
  });
}

/**
 * The picture's bytes: read from the cache directory, or rendered once and written there
 * (atomically, so a concurrent reader never sees half a file; concurrent requests in this
 * process share one rendering).
 */
async function cachedRendering<Bytes extends Buffer | null>(
  file: string,
  render: () => Promise<Bytes>,
): Promise<Buffer | Bytes> {
  try {
    return await fs.readFile(file);
  } catch {
    // Not rendered yet.
  }
  let pending = rendering.get(file) as Promise<Bytes> | undefined;
  if (!pending) {
    pending = (async () => {
      const bytes = await render();
      // Nothing to render (an unknown source) is not kept: it may arrive later.
      if (!bytes) return bytes;
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(temporary, bytes);
      await fs.rename(temporary, file);
      return bytes;
    })().finally(() => rendering.delete(file));
    rendering.set(file, pending);
  }
  return pending;
}
