import type { ActionFunctionArgs } from '@remix-run/node';
import { AuthCheckRequestSchema } from '~/commerce/contract/auth';
import { clientIp } from '~/commerce/customers/client-ip.server';
import { customersDeps } from '~/commerce/customers/deps.server';
import { checkSignInCode } from '~/commerce/customers/sign-in.server';
import { apiRoute, methodNotAllowed, readJson } from '~/commerce/http/handler.server';

/**
 * POST /api/auth/check {phone, code}: signs in with the code, creating the account on first
 * use; answers user, isNewUser, token, refreshToken, refreshTokenExpire (spec §7).
 */
export const action = apiRoute(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST') methodNotAllowed();
  const body = await readJson(request, AuthCheckRequestSchema);
  return checkSignInCode(await customersDeps(), {
    phone: body.phone,
    code: body.code,
    ip: clientIp(request, context),
  });
});

export const loader = apiRoute(async () => methodNotAllowed());
