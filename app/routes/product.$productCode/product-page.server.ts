// The product route's loader (route.tsx beside it re-exports it), apart from the
// route module so that the browser's build of the route imports nothing of the server (see
// root-loader.server.ts).
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { getDeliveryEstimate } from '~/services/delivery.server';
import { getProduct } from '~/services/product.server';
import { storefrontRoute } from '~/sessions/storefront-route.server';
import { mySizeIdOf } from '~/routes-shared/my-size.server';
import { loadRecentlyViewed } from '~/routes-shared/recently-viewed.server';

export function loader(args: LoaderFunctionArgs) {
  return storefrontRoute(args, async ({ params, session }) => {
    const code = params.productCode ?? '';
    // Side by side: 'Недавно просмотренные' records the view by the colour's code, so it need not wait
    // for the product (an unknown code records nothing and the page answers 404).
    const [page, delivery, recentlyViewed, sizeSystem] = await Promise.all([
      getProduct(session, code),
      getDeliveryEstimate(session, session.cityId),
      loadRecentlyViewed(session, code),
      session.sizeSystem(),
    ]);
    if (!page) throw new Response('Товар не найден', { status: 404 });
    const mySizeId = await mySizeIdOf(session, page.product.sizes);
    return data({ ...page, delivery, recentlyViewed, mySizeId: mySizeId ?? null, sizeSystem });
  });
}
