import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { revokeSignIn } from '~/services/auth.server';
import { storefrontRoute } from '~/sessions/storefront-route.server';

/**
 * 'Выйти' (a form post, with or without JavaScript): revokes the sign-in at the API, forgets
 * tokens, user, promo code and bonus amount (docs/product.md#tokens-and-sessions) and goes home.
 */
export function action(args: ActionFunctionArgs) {
  return storefrontRoute(args, async ({ session }) => {
    await revokeSignIn(session);
    session.logout();
    return redirect('/', { status: 303 });
  });
}

/** A GET here (a typed address, a crawler) changes nothing. */
export function loader(args: LoaderFunctionArgs) {
  return storefrontRoute(args, () => redirect('/', { status: 302 }));
}
