import type { ActionFunctionArgs } from '@remix-run/node';
import { ChangePhoneRequestSchema } from '~/commerce/contract/auth';
import { requireUser } from '~/commerce/customers/auth.server';
import { clientIp } from '~/commerce/customers/client-ip.server';
import { customersDeps } from '~/commerce/customers/deps.server';
import { confirmPhoneChange, requestPhoneChangeCode } from '~/commerce/customers/phone-change.server';
import { apiRoute, methodNotAllowed, readJson } from '~/commerce/http/handler.server';

/**
 * POST /api/user/confirm-change-phone/: `{phone}` texts a code to the new number,
 * `{phone, code}` confirms it and moves the account there (409 when the number is taken).
 */
export const action = apiRoute(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST') methodNotAllowed();
  const { userId } = await requireUser(request);
  const { phone, code } = await readJson(request, ChangePhoneRequestSchema);
  const deps = await customersDeps();
  const ip = clientIp(request, context);
  return code === undefined
    ? requestPhoneChangeCode(deps, { userId, phone, ip })
    : confirmPhoneChange(deps, { userId, phone, code, ip });
});

export const loader = apiRoute(async () => methodNotAllowed());
