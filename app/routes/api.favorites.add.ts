import type { ActionFunctionArgs } from '@remix-run/node';
import { FavoritesChangeSchema } from '~/commerce/contract/favorites';
import { requireUser } from '~/commerce/customers/auth.server';
import { addFavorites } from '~/commerce/customers/favorites.server';
import { db } from '~/commerce/db/client.server';
import { apiRoute, methodNotAllowed, readJson } from '~/commerce/http/handler.server';

/** POST /api/favorites/add {productVariants: [{id}]}: answers the whole favourites map. */
export const action = apiRoute(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== 'POST') methodNotAllowed();
  const { userId } = await requireUser(request);
  const { productVariants } = await readJson(request, FavoritesChangeSchema);
  return addFavorites(
    await db(),
    userId,
    productVariants.map((variant) => variant.id),
    new Date(),
  );
});

export const loader = apiRoute(async () => methodNotAllowed());
