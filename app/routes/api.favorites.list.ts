import type { LoaderFunctionArgs } from '@remix-run/node';
import { FavoritesListQuerySchema } from '~/commerce/contract/favorites';
import { requireUser } from '~/commerce/customers/auth.server';
import { favoritesPage } from '~/commerce/customers/favorites.server';
import { db } from '~/commerce/db/client.server';
import { apiRoute, readQuery } from '~/commerce/http/handler.server';

/** GET /api/favorites/list?page=: a page of favourite cards with the totals. */
export const loader = apiRoute(async ({ request }: LoaderFunctionArgs) => {
  const { userId } = await requireUser(request);
  const { page } = readQuery(request, FavoritesListQuerySchema);
  return favoritesPage(await db(), userId, page);
});
