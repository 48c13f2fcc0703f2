import type { ActionFunctionArgs } from '@remix-run/node';
import { issueFuser } from '~/commerce/customers/fuser.server';
import { db } from '~/commerce/db/client.server';
import { apiRoute, methodNotAllowed } from '~/commerce/http/handler.server';

/** POST /api/fuser: a new guest identity (spec §7). No body is read. */
export const action = apiRoute(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== 'POST') methodNotAllowed();
  return issueFuser(await db());
});

export const loader = apiRoute(async () => methodNotAllowed());
