import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { requestOwner } from '~/commerce/customers/request-owner.server';
import { RecentlyViewedRequestSchema } from '~/commerce/contract/recently-viewed';
import { db as database } from '~/commerce/db/client.server';
import { apiRoute, methodNotAllowed, readJson } from '~/commerce/http/handler.server';
import { recentlyViewedCards, recordView } from '~/commerce/recently-viewed/recently-viewed.server';

/** GET /api/recently-viewed (Bearer or Fuser-Token): the last 12 colours opened, newest first. → {items} */
export const loader = apiRoute(async ({ request }: LoaderFunctionArgs) => {
  const db = await database();
  return recentlyViewedCards(db, await requestOwner(db, request));
});

/** POST /api/recently-viewed {colorId} or {code}: records that the shopper opened a colour. → {items} */
export const action = apiRoute(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== 'POST') methodNotAllowed();
  const db = await database();
  const owner = await requestOwner(db, request);
  return recordView(db, owner, await readJson(request, RecentlyViewedRequestSchema));
});
