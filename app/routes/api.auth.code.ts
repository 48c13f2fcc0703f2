import type { ActionFunctionArgs } from '@remix-run/node';
import { AuthCodeRequestSchema } from '~/commerce/contract/auth';
import { clientIp } from '~/commerce/customers/client-ip.server';
import { customersDeps } from '~/commerce/customers/deps.server';
import { requestSignInCode } from '~/commerce/customers/sign-in.server';
import { apiRoute, methodNotAllowed, readJson } from '~/commerce/http/handler.server';

/** POST /api/auth/code {phone, token}: texts a sign-in code (spec §7). */
export const action = apiRoute(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST') methodNotAllowed();
  const body = await readJson(request, AuthCodeRequestSchema);
  return requestSignInCode(await customersDeps(), {
    phone: body.phone,
    captchaToken: body.token,
    ip: clientIp(request, context),
  });
});

export const loader = apiRoute(async () => methodNotAllowed());
