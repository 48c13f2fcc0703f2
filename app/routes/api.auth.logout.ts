import type { ActionFunctionArgs } from '@remix-run/node';
import { TokenRefreshRequestSchema } from '~/commerce/contract/session';
import { customersDeps } from '~/commerce/customers/deps.server';
import { revokeSession } from '~/commerce/customers/tokens.server';
import { apiRoute, methodNotAllowed, readJson } from '~/commerce/http/handler.server';

/**
 * POST /api/auth/logout {refreshToken}: revokes the sign-in the token belongs to. Not in the
 * spec's call table; the storefront calls it on logout so stolen copies of the token die too.
 */
export const action = apiRoute(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== 'POST') methodNotAllowed();
  const { refreshToken } = await readJson(request, TokenRefreshRequestSchema);
  const deps = await customersDeps();
  await revokeSession(deps.db, refreshToken, deps.now());
  return { success: true };
});

export const loader = apiRoute(async () => methodNotAllowed());
