import { data, redirect } from '@remix-run/node';
import { ApiCallError } from '~/services/api-client.server';
import { requireSignedIn } from '~/sessions/auth-guard.server';
import type { StorefrontSession } from '~/sessions/storefront-session.server';
import { CACHE_PRIVATE } from '~/utils/cache-control';

async function withCookies(response: Response, session: StorefrontSession): Promise<Response> {
  for (const cookie of (await session.commit()).getSetCookie()) response.headers.append('Set-Cookie', cookie);
  return response;
}

/**
 * Runs the API work of a /personal page for the signed-in shopper and answers its data with
 * the session's cookies (a refresh may have renewed the tokens) and no-store. A visitor who
 * is not signed in, whose refresh token the API refused (spec §8: refresh 401 → log out and
 * leave /personal for /), or whose call answered 401 goes home with the logout cookies.
 */
export async function personalPage<T>(
  request: Request,
  load: (session: StorefrontSession) => Promise<T>,
): Promise<ReturnType<typeof data<T>>> {
  const session = await requireSignedIn(request);
  const outcome = await load(session).then(
    (value) => ({ value }),
    async (error: unknown) => {
      // A redirect the page decided on still carries the session's cookies: a refresh rotated
      // the refresh token, and a browser that kept the old one would look like a thief.
      if (error instanceof Response) throw await withCookies(error, session);
      if (!(error instanceof ApiCallError && error.status === 401)) throw error;
      session.logout();
      return null;
    },
  );
  // A call may also have met a refused refresh on its own (the API client logs out then).
  if (!outcome || !session.isAuth) throw redirect('/', { headers: await session.commit() });
  const headers = await session.commit();
  headers.set('Cache-Control', CACHE_PRIVATE);
  return data(outcome.value, { headers });
}
