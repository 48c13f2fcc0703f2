import type { ProductCard } from '~/commerce/contract/product';
import { ApiCallError, isAbortError } from '~/services/api-client.server';
import { getRecentlyViewed, recordRecentlyViewed } from '~/services/recently-viewed.server';
import { ensureGuestToken } from '~/sessions/guest-token.server';
import type { StorefrontSession } from '~/sessions/storefront-session.server';
import { logger } from '~/utils/log.server';

const log = logger('recently-viewed');

/**
 * Whether this request has (or may get) an owner for the list. A guest without a guest token
 * has no list to read; recording a view mints the token, but only on an answer that is
 * personal anyway: an anonymous view (no cookie, a crawler or a first hit) records nothing,
 * so its answer stays shareable (docs/decisions/0059-shared-first-hits.md).
 */
async function hasListOwner(session: StorefrontSession, recording: boolean): Promise<boolean> {
  if (session.isAuth || session.fuserToken) return true;
  if (!recording || session.anonymousView) return false;
  return Boolean(await ensureGuestToken(session));
}

/**
 * 'Недавно просмотренные' for a page: with `viewedCode` (the product page's colour code) the view is
 * recorded first and that colour left out of the list; by code, so the product page asks for
 * it side by side with the product. A guest gets a guest token (see hasListOwner), so the list
 * is kept on the server and joins the account on sign-in. A failure is logged and shows
 * nothing: the page never depends on it (an unknown code is the product's 404, not logged here).
 */
export async function loadRecentlyViewed(
  session: StorefrontSession,
  viewedCode?: string,
): Promise<ProductCard[]> {
  try {
    if (!(await hasListOwner(session, viewedCode !== undefined))) return [];
    const { items } =
      viewedCode === undefined
        ? await getRecentlyViewed(session)
        : await recordRecentlyViewed(session, { code: viewedCode });
    return items.filter((card) => card.code !== viewedCode);
  } catch (error) {
    if (isAbortError(error)) throw error;
    if (error instanceof ApiCallError && error.status === 404) return [];
    log.error({ error: error instanceof Error ? error.message : error }, 'the call failed');
    return [];
  }
}
