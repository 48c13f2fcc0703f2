import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { FAVORITES_PAGE_SIZE } from '~/commerce/contract/favorites';
import { Wishlist, type WishlistPage } from '~/components/favorites/wishlist';
import { pageMeta } from '~/components/layout/page-meta';
import type { RouteHandle } from '~/components/layout/route-handle';
import { PAGES } from '~/components/layout/site-pages';
import { personalPage } from '~/routes-shared/personal-loader.server';
import { loadPages, nextShownHref, pagesShown, steppedBackHref } from '~/components/personal/shown-paging';
import { getFavoritesPage } from '~/services/favorites.server';
import { privatePageHeaders } from '~/utils/cache-control';
import { storefrontRoute } from '~/sessions/storefront-route.server';

export const meta = pageMeta(PAGES.personalWishlist);
export const headers = privatePageHeaders;
// 'Показать ещё' and removals keep the shopper where they were in the grid.
export const handle: RouteHandle = { keepScroll: true };

/**
 * The favourites, newest first, pages 1 … ?shown= (GET /api/favorites/list?page=). When
 * removals left fewer pages than the address shows, it moves to the last one (docs/product.md#flows).
 */
export function loader(args: LoaderFunctionArgs) {
  return storefrontRoute(args, ({ request, session }) => {
    const url = new URL(request.url);
    const pages = pagesShown(url, FAVORITES_PAGE_SIZE);
    return personalPage(session, async (session): Promise<WishlistPage> => {
      const { first, items } = await loadPages(
        pages,
        (page) => getFavoritesPage(session, page),
        (page) => page.favorites,
      );
      const moved = steppedBackHref(url, pages, first.totalPages, FAVORITES_PAGE_SIZE);
      if (moved) throw redirect(moved);
      return {
        cards: items,
        total: first.totalItems,
        nextHref: nextShownHref(url, pages, first.totalPages, FAVORITES_PAGE_SIZE),
      };
    });
  });
}

export default function PersonalWishlistPage() {
  const page = useLoaderData<typeof loader>();
  return (
    <div className="flex flex-col gap-6 py-8 tablet:py-12">
      <h1 className="text-3xl font-black tracking-tight tablet:text-4xl">{PAGES.personalWishlist.title}</h1>
      <Wishlist page={page} />
    </div>
  );
}
