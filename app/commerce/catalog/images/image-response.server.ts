import { parsePictureImagePath, parseProductImagePath, type ImageFormat } from './image-set';
import type { ImageSubject } from './image-subject.queries.server';
import { pictureBytes, productImageBytes } from './render.server';

const CONTENT_TYPES: Record<ImageFormat, string> = { jpg: 'image/jpeg', webp: 'image/webp' };
/** URLs are content-addressed by colour article, view and size, so they never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

function notFound(): Response {
  return new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=60' },
  });
}

/**
 * Answers a request below /images/ ('products/{code}/{view}/{device}[@2x].{ext}' or
 * 'pictures/{hash}/{device}[@2x].{ext}'): the picture with long-lived caching, or 404 for a malformed path or an unknown colour.
 */
export async function productImageResponse(
  path: string,
  options: {
    cacheDir: string;
    findSubject: (colorCode: string) => Promise<ImageSubject | null>;
    /** A 1С source picture's bytes by hash ('pictures/{hash}/…' paths), null when unknown; none: those are 404. */
    pictureSource?: (hash: string) => Promise<Buffer | null>;
  },
): Promise<Response> {
  const picture = parsePictureImagePath(path);
  if (picture) {
    if (!options.pictureSource) return notFound();
    // A hash with no kept source, or a source sharp cannot decode after all (its header
    // passed at the import), has no picture to show; a store that cannot be reached is the
    // server's error, not a missing picture (a 404 would be cached).
    const bytes = await pictureBytes(options.cacheDir, options.pictureSource, picture);
    return bytes ? imageOk(bytes, picture.format) : notFound();
  }
  const request = parseProductImagePath(path);
  if (!request) return notFound();
  const subject = await options.findSubject(request.colorCode);
  if (!subject) return notFound();
  return imageOk(await productImageBytes(options.cacheDir, request, subject), request.format);
}

function imageOk(bytes: Buffer, format: ImageFormat): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': CONTENT_TYPES[format],
      'Content-Length': String(bytes.length),
      'Cache-Control': IMMUTABLE,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
