import { isAbortError } from '~/services/api-client.server';
import { createGuestToken } from '~/services/fuser.server';
import type { StorefrontSession } from './storefront-session.server';
import { logger } from '~/utils/log.server';

const log = logger('fuser');

// The loaders and the action of one request share one session; the first that needs a guest
// token asks for it and the others wait for the same answer, so one request is one identity.
const guestTokenOfSession = new WeakMap<StorefrontSession, Promise<string | null>>();

async function fetchGuestToken(session: StorefrontSession): Promise<string | null> {
  try {
    const guest = await createGuestToken(session);
    session.setGuestToken(guest.token, guest.expiresAt);
    return guest.token;
  } catch (error) {
    if (!isAbortError(error))
      log.error({ error: error instanceof Error ? error.message : error }, 'Ошибка получения f-user токена');
    return null;
  }
}

/**
 * The guest token of a shopper who is not signed in, fetched (POST /api/fuser) and kept when
 * missing (docs/product.md#flows), once per request however many loaders ask. Null for a signed-in shopper
 * or when the API fails; the failure is logged with the spec's text and never breaks the page.
 * Actions that need a guest basket call it too.
 */
export async function ensureGuestToken(session: StorefrontSession): Promise<string | null> {
  if (session.isAuth) return null;
  if (session.fuserToken) return session.fuserToken;
  let pending = guestTokenOfSession.get(session);
  if (!pending) guestTokenOfSession.set(session, (pending = fetchGuestToken(session)));
  return pending;
}
