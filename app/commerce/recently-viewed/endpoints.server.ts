import { requestOwner } from '~/commerce/customers/request-owner.server';
import {
  RecentlyViewedRequestSchema,
  RecentlyViewedResponseSchema,
} from '~/commerce/contract/recently-viewed';
import { db as database } from '~/commerce/db/client.server';
import { recentlyViewedCards, recordView } from '~/commerce/recently-viewed/recently-viewed.server';
import { endpoint, type Endpoint } from '~/commerce/http/endpoint';

/** The endpoints of the area «Вы смотрели». */
export const endpoints: Endpoint[] = [
  endpoint({
    method: 'get',
    path: '/api/recently-viewed',
    summary:
      'GET /api/recently-viewed (Bearer or Fuser-Token): the last 12 colours opened, newest first. → {items}',
    response: RecentlyViewedResponseSchema,
    handler: async ({ request }) => {
      const db = await database();
      return recentlyViewedCards(db, await requestOwner(db, request));
    },
  }),
  endpoint({
    method: 'post',
    path: '/api/recently-viewed',
    summary:
      'POST /api/recently-viewed {colorId} or {code}: records that the shopper opened a colour. → {items}',
    body: RecentlyViewedRequestSchema,
    response: RecentlyViewedResponseSchema,
    handler: async ({ request, readBody }) => {
      const db = await database();
      const owner = await requestOwner(db, request);
      return recordView(db, owner, await readBody());
    },
  }),
];
