import type { ActionFunctionArgs } from '@remix-run/node';
import { UserUpdateSchema } from '~/commerce/contract/user';
import { requireUser } from '~/commerce/customers/auth.server';
import { updateProfile } from '~/commerce/customers/users.server';
import { db } from '~/commerce/db/client.server';
import { apiRoute, methodNotAllowed, readJson } from '~/commerce/http/handler.server';

/** POST /api/user/update: saves a partial profile checked with the spec's rules (§5). */
export const action = apiRoute(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== 'POST') methodNotAllowed();
  const { userId } = await requireUser(request);
  const update = await readJson(request, UserUpdateSchema);
  return {
    success: true,
    message: 'Данные сохранены',
    user: await updateProfile(await db(), userId, update),
  };
});

export const loader = apiRoute(async () => methodNotAllowed());
