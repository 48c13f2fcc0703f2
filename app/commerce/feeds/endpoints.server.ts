import { z } from 'zod';
import { db } from '~/commerce/db/client.server';
import { yandexFeedStream } from '~/commerce/feeds/yandex-feed.server';
import { readQuery } from '~/commerce/http/handler.server';
import { pacedStream, whenWritableOf } from '~/utils/paced-stream.server';
import { publicOrigin } from '~/commerce/http/request-helpers.server';
import { endpoint, type Endpoint } from '~/commerce/http/endpoint';

/** The origin the storefront is seen at; links and pictures of the feed point there. */
const FeedQuerySchema = z.object({
  origin: z
    .string()
    .max(200)
    .regex(/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i, 'Ожидается адрес сайта: https://example.ru')
    .optional(),
});

/** The endpoints of the area «Фиды». */
export const endpoints: Endpoint[] = [
  endpoint({
    method: 'get',
    path: '/api/feeds/yandex.yml',
    summary:
      'GET /api/feeds/yandex.yml[?origin=]: the YML catalogue for Яндекс Маркет / Товары, one offer per colour and size in stock, streamed as it is read and only as fast as the client takes it (flat memory at any size and any client speed).',
    query: FeedQuerySchema,
    response: z.string(),
    produces: 'application/xml',
    handler: async ({ request, context }) => {
      const { origin } = readQuery(request, FeedQuerySchema);
      const stream = yandexFeedStream(await db(), origin ?? publicOrigin(request));
      return new Response(pacedStream(stream, whenWritableOf(context)), {
        headers: {
          'Content-Type': 'application/xml; charset=utf-8',
          'Cache-Control': 'public, max-age=0, s-maxage=3600',
        },
      });
    },
  }),
];
