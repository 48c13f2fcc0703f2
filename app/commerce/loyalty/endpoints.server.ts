import { BonusHistoryQuerySchema, BonusHistorySchema } from '~/commerce/contract/bonus-history';
import { requireUser } from '~/commerce/customers/auth.server';
import { bonusHistoryPage } from '~/commerce/loyalty/bonus-history.server';
import { db } from '~/commerce/db/client.server';
import { readQuery } from '~/commerce/http/handler.server';
import { endpoint, type Endpoint } from '~/commerce/http/endpoint';

/** The endpoints of the area «Бонусы». */
export const endpoints: Endpoint[] = [
  endpoint({
    method: 'get',
    path: '/api/user/bonus-history',
    summary: 'GET /api/user/bonus-history?page=: the bonus balance and a page of its changes, newest first.',
    query: BonusHistoryQuerySchema,
    response: BonusHistorySchema,
    handler: async ({ request }) => {
      const { userId } = await requireUser(request);
      const { page } = readQuery(request, BonusHistoryQuerySchema);
      return bonusHistoryPage(await db(), userId, page);
    },
  }),
];
