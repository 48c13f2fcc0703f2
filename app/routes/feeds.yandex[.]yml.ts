import type { LoaderFunctionArgs } from '@remix-run/node';
import { fetchYandexFeed } from '~/services/feeds.server';
import { publicOrigin } from '~/services/seo.server';
import { storefrontRoute } from '~/sessions/storefront-route.server';
import { pacedStream, whenWritableOf } from '~/utils/paced-stream.server';
import { logger } from '~/utils/log.server';

/**
 * /feeds/yandex.yml: the YML product feed for Яндекс Маркет / Товары (docs/product.md#sizes-and-my-size), streamed from
 * the API, gzip-compressed when the client accepts it (server/index.ts), and read from the API
 * only as fast as the client takes it. A shared cache may keep it an hour: Маркет reads it a
 * few times a day.
 */
export function loader(args: LoaderFunctionArgs) {
  return storefrontRoute(args, async ({ request, context }) => {
    try {
      const body = await fetchYandexFeed(publicOrigin(request), request.signal);
      return new Response(pacedStream(body, whenWritableOf(context)), {
        headers: {
          'Content-Type': 'application/xml; charset=utf-8',
          'Cache-Control': 'public, max-age=0, s-maxage=3600',
        },
      });
    } catch (error) {
      logger('feed').error(
        { error: error instanceof Error ? error.message : error },
        'the Yandex feed is unavailable',
      );
      return new Response('Фид временно недоступен', {
        status: 503,
        headers: {
          'Content-Type': 'text/plain; charset=utf-8',
          'Retry-After': '60',
          'Cache-Control': 'no-store',
        },
      });
    }
  });
}
