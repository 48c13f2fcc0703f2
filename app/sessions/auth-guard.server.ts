import { redirect } from '@remix-run/node';
import { ensureFreshAccessToken } from '~/services/api-client.server';
import type { StorefrontSession } from './storefront-session.server';

/**
 * For loaders and actions under /personal (docs/product.md#route-rules, docs/product.md#errors): the shopper's session with a fresh
 * access token, or a thrown redirect to / when they are not signed in or the API refused their
 * refresh token (storefrontRoute sends the logout's Set-Cookie headers with it). A refresh
 * that failed for another reason (network, 5xx) keeps them on the page with the token they
 * have. After its own API calls a loader checks `session.isAuth` again: a call may log out too.
 */
export async function requireSignedIn(session: StorefrontSession): Promise<StorefrontSession> {
  const state = await ensureFreshAccessToken(session);
  if (state === 'guest' || state === 'logged-out') throw redirect('/');
  return session;
}
