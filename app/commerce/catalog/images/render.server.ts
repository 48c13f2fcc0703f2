import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { hashString } from '../random';
import { typeByCode } from '../taxonomy/product-types';
import type { ProductImageRequest } from './image-set';
import type { ImageSubject } from './image-subject.queries.server';
import { productSvg } from './silhouettes';

/** Brand accents: strong colours that read on most product colours. */
const ACCENTS = ['#f07c26', '#2459c9', '#cc2a2a', '#f4c430', '#2f7d4a', '#6f3fa0', '#1d1d1f', '#f7f7f5'];

/** Renders a product picture from its subject: deterministic bytes for the same input. */
export async function renderProductImage(
  request: ProductImageRequest,
  subject: ImageSubject,
): Promise<Buffer> {
  const silhouette = typeByCode(subject.typeCode)?.silhouette ?? 'sneaker';
  const svg = productSvg(
    silhouette,
    {
      fill: subject.hex,
      accent: ACCENTS[hashString(subject.brandCode) % ACCENTS.length],
      variant: hashString(subject.productCode) % 3,
    },
    request.view,
    request.size,
  );
  const image = sharp(Buffer.from(svg));
  return request.format === 'webp'
    ? image.webp({ quality: 82, effort: 4 }).toBuffer()
    : image.jpeg({ quality: 84, mozjpeg: true }).toBuffer();
}

/**
 * Bump when the drawings or encoder settings change: files rendered by older code live
 * under the old version's folder and are no longer served.
 */
const DRAWING_VERSION = 'v1';

/** Where a rendered picture is kept below the cache directory. */
export function cachedImagePath(cacheDir: string, request: ProductImageRequest): string {
  const file = `${request.device}${request.retina ? '@2x' : ''}.${request.format}`;
  return path.join(cacheDir, DRAWING_VERSION, 'products', request.colorCode, String(request.view), file);
}

const rendering = new Map<string, Promise<Buffer>>();

/**
 * The picture's bytes: read from the cache directory, or rendered once and written there
 * (atomically, so a concurrent reader never sees half a file; concurrent requests in this
 * process share one rendering).
 */
export async function productImageBytes(
  cacheDir: string,
  request: ProductImageRequest,
  subject: ImageSubject,
): Promise<Buffer> {
  const file = cachedImagePath(cacheDir, request);
  try {
    return await fs.readFile(file);
  } catch {
    // Not rendered yet.
  }
  let pending = rendering.get(file);
  if (!pending) {
    pending = (async () => {
      const bytes = await renderProductImage(request, subject);
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
