// The signed-in user, loaded wherever a page needs it (docs/product.md#tokens-and-sessions: with an access token the
// first load loads the user). Its failure is docs/product.md#errors's console line and never breaks a page.

import type { User } from '~/commerce/contract/user';
import { type ApiSession, isAbortError } from './api-client.server';
import { getCurrentUser } from './user.server';
import { logger } from '~/utils/log.server';

const log = logger('user');

/** docs/product.md#errors: what the console says when the current user cannot be loaded. */
export const CURRENT_USER_FAILURE = 'Ошибка получения пользователя';

/**
 * GET /api/user/current, or null when it fails (logged with the spec's text). An aborted
 * request (the browser went away) is not a failure: it is passed on as it is.
 */
export async function loadCurrentUser(
  session: ApiSession,
  load: (session: ApiSession) => Promise<User> = getCurrentUser,
): Promise<User | null> {
  try {
    return await load(session);
  } catch (error) {
    if (isAbortError(error)) throw error;
    log.error({ error: error instanceof Error ? error.message : error }, CURRENT_USER_FAILURE);
    return null;
  }
}
