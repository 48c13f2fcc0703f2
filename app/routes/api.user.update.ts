import type { ActionFunctionArgs } from '@remix-run/node';
import { AccountUpdateSchema } from '~/commerce/contract/account-update';
import { requireUser } from '~/commerce/customers/auth.server';
import { updateProfile } from '~/commerce/customers/users.server';
import { db } from '~/commerce/db/client.server';
import { apiRoute, methodNotAllowed, readJson } from '~/commerce/http/handler.server';

/** POST /api/user/update: saves a partial profile checked with the spec's rules (§5) and the size preferences. */
export const action = apiRoute(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== 'POST') methodNotAllowed();
  const { userId } = await requireUser(request);
  const update = await readJson(request, AccountUpdateSchema);
  return {
    success: true,
    message: 'Данные сохранены',
    user: await updateProfile(await db(), userId, update),
  };
});

export const loader = apiRoute(async () => methodNotAllowed());
