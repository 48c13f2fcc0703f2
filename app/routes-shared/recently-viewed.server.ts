import type { ProductCard } from '~/commerce/contract/product';
import { isAbortError } from '~/services/api-client.server';
import { getRecentlyViewed, recordRecentlyViewed } from '~/services/recently-viewed.server';
import { ensureGuestToken } from '~/sessions/guest-token.server';
import type { StorefrontSession } from '~/sessions/storefront-session.server';

/**
 * 'Вы смотрели' for a page: with `viewedColorId` (the product page) the view is recorded
 * first and that colour left out of the list. A guest gets a guest token, so the list is kept
 * on the server and joins the account on sign-in. A failure is logged and shows nothing:
 * the page never depends on it.
 */
export async function loadRecentlyViewed(
  session: StorefrontSession,
  viewedColorId?: number,
): Promise<ProductCard[]> {
  try {
    if (!session.isAuth && !(await ensureGuestToken(session))) return [];
    const { items } =
      viewedColorId === undefined
        ? await getRecentlyViewed(session)
        : await recordRecentlyViewed(session, viewedColorId);
    return items.filter((card) => card.id !== viewedColorId);
  } catch (error) {
    if (isAbortError(error)) throw error;
    console.error('[recently-viewed] the call failed:', error instanceof Error ? error.message : error);
    return [];
  }
}
