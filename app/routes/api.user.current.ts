import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireUser } from '~/commerce/customers/auth.server';
import { getUser } from '~/commerce/customers/users.server';
import { db } from '~/commerce/db/client.server';
import { apiRoute } from '~/commerce/http/handler.server';

/** GET /api/user/current: the signed-in user (401 without a valid access token). */
export const loader = apiRoute(async ({ request }: LoaderFunctionArgs) => {
  const { userId } = await requireUser(request);
  return getUser(await db(), userId);
});
