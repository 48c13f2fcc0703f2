import { CONTENT_CACHE_CONTROL } from '../contract/content';
import { API_HEADERS } from '../contract/session';

/**
 * A content answer that browsers and shared caches may keep briefly. `byCity` marks answers
 * that follow the User-Location-Id header, so a cache keeps one copy per city.
 */
export function contentJson(data: unknown, options: { byCity?: boolean } = {}): Response {
  const headers: Record<string, string> = { 'Cache-Control': CONTENT_CACHE_CONTROL };
  if (options.byCity) headers.Vary = API_HEADERS.location;
  return Response.json(data, { headers });
}
