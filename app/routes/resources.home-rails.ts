import type { LoaderFunctionArgs } from '@remix-run/node';
import { shownCard } from '~/components/catalog/shown-card';
import type { HomeRails } from '~/components/home/use-home-rails';
import { getHome } from '~/services/home.server';
import { storefrontRoute } from '~/sessions/storefront-route.server';

// The home page's product rows whole (docs/product.md#page-weight): the page itself sends the first cards of each
// row, and a row asks for the rest here when the shopper reaches for it (use-home-rails.ts).

export function loader(args: LoaderFunctionArgs) {
  return storefrontRoute(args, async ({ session }) => {
    const home = await getHome(session);
    const rails: HomeRails = {};
    for (const block of home.blocks)
      if (block.kind === 'products') rails[block.list] = block.products.map(shownCard);
    return { rails };
  });
}
