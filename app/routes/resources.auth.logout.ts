import type { ActionFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { revokeSignIn } from '~/services/auth.server';
import { getStorefrontSession } from '~/sessions/storefront-session.server';

/**
 * 'Выйти' (a form post, with or without JavaScript): revokes the sign-in at the API, forgets
 * tokens, user, promo code and bonus amount (spec §4) and goes home.
 */
export async function action({ request }: ActionFunctionArgs) {
  const session = await getStorefrontSession(request);
  await revokeSignIn(session);
  session.logout();
  return redirect('/', { status: 303, headers: await session.commit() });
}

/** A GET here (a typed address, a crawler) changes nothing. */
export function loader() {
  return redirect('/', { status: 302 });
}
