import { apiUrl } from './api-request.server';

/**
 * The Yandex product feed (GET /api/feeds/yandex.yml) as the API streams it, its links made
 * for `origin` (the storefront's public origin). The body is handed on unread, so the feed
 * never sits in the storefront's memory either. Throws when the API does not answer 200.
 */
export async function fetchYandexFeed(
  origin: string,
  signal?: AbortSignal,
): Promise<ReadableStream<Uint8Array>> {
  const response = await fetch(apiUrl('/api/feeds/yandex.yml', { origin }), {
    signal,
    headers: { Accept: 'application/xml' },
  });
  if (!response.ok || !response.body) throw new Error(`the feed call answered ${response.status}`);
  return response.body;
}
