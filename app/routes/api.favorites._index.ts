import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireUser } from '~/commerce/customers/auth.server';
import { favoritesMap } from '~/commerce/customers/favorites.server';
import { db } from '~/commerce/db/client.server';
import { apiRoute } from '~/commerce/http/handler.server';

/** GET /api/favorites: the user's favourites keyed by product variant id. */
export const loader = apiRoute(async ({ request }: LoaderFunctionArgs) => {
  const { userId } = await requireUser(request);
  return favoritesMap(await db(), userId);
});
