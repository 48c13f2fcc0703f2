import type { ActionFunctionArgs } from '@remix-run/node';
import { TokenRefreshRequestSchema } from '~/commerce/contract/session';
import { customersDeps } from '~/commerce/customers/deps.server';
import { rotateRefreshToken } from '~/commerce/customers/tokens.server';
import { apiRoute, methodNotAllowed, readJson } from '~/commerce/http/handler.server';

/**
 * POST /api/token/refresh {refreshToken}: a new access token and a rotated refresh token; the
 * same token again within a few seconds (a parallel refresh) gets the same pair, a later replay
 * revokes its whole sign-in (401).
 */
export const action = apiRoute(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== 'POST') methodNotAllowed();
  const { refreshToken } = await readJson(request, TokenRefreshRequestSchema);
  const deps = await customersDeps();
  return { success: true, ...(await rotateRefreshToken(deps.db, refreshToken, deps.now(), deps.lifetimes)) };
});

export const loader = apiRoute(async () => methodNotAllowed());
