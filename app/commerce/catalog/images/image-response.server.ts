import { parseProductImagePath, type ImageFormat } from './image-set';
import type { ImageSubject } from './image-subject.queries.server';
import { productImageBytes } from './render.server';

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
 * Answers a request below /images/ ('products/{code}/{view}/{device}[@2x].{ext}'): the
 * picture with long-lived caching, or 404 for a malformed path or an unknown colour.
 */
export async function productImageResponse(
  path: string,
  options: { cacheDir: string; findSubject: (colorCode: string) => Promise<ImageSubject | null> },
): Promise<Response> {
  const request = parseProductImagePath(path);
  if (!request) return notFound();
  const subject = await options.findSubject(request.colorCode);
  if (!subject) return notFound();
  const bytes = await productImageBytes(options.cacheDir, request, subject);
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': CONTENT_TYPES[request.format],
      'Content-Length': String(bytes.length),
      'Cache-Control': IMMUTABLE,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
