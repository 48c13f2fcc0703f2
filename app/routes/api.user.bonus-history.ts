import type { LoaderFunctionArgs } from '@remix-run/node';
import { BonusHistoryQuerySchema } from '~/commerce/contract/bonus-history';
import { requireUser } from '~/commerce/customers/auth.server';
import { bonusHistoryPage } from '~/commerce/loyalty/bonus-history.server';
import { db } from '~/commerce/db/client.server';
import { apiRoute, readQuery } from '~/commerce/http/handler.server';

/** GET /api/user/bonus-history?page=: the bonus balance and a page of its changes, newest first. */
export const loader = apiRoute(async ({ request }: LoaderFunctionArgs) => {
  const { userId } = await requireUser(request);
  const { page } = readQuery(request, BonusHistoryQuerySchema);
  return bonusHistoryPage(await db(), userId, page);
});
