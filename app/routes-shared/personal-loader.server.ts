import { data, redirect } from '@remix-run/node';
import { ApiCallError } from '~/services/api-client.server';
import { requireSignedIn } from '~/sessions/auth-guard.server';
import type { StorefrontSession } from '~/sessions/storefront-session.server';
import { CACHE_PRIVATE } from '~/utils/cache-control';

/**
 * Runs the API work of a /personal page for the signed-in shopper and answers its data with
 * no-store (storefrontRoute adds the session's cookies: a refresh may have renewed the
 * tokens). A visitor who is not signed in, whose refresh token the API refused (docs/product.md#errors:
 * refresh 401 → log out and leave /personal for /), or whose call answered 401 goes home.
 */
export async function personalPage<T>(
  session: StorefrontSession,
  load: (session: StorefrontSession) => Promise<T>,
): Promise<ReturnType<typeof data<T>>> {
  await requireSignedIn(session);
  const outcome = await load(session).then(
    (value) => ({ value }),
    (error: unknown) => {
      if (!(error instanceof ApiCallError && error.status === 401)) throw error;
      session.logout();
      return null;
    },
  );
  // A call may also have met a refused refresh on its own (the API client logs out then).
  if (!outcome || !session.isAuth) throw redirect('/');
  return data(outcome.value, { headers: { 'Cache-Control': CACHE_PRIVATE } });
}
