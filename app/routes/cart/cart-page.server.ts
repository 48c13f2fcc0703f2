// The cart route's loader (route.tsx beside it re-exports it), apart from the route module so that
// the browser's build of the route imports nothing of the server (see root-loader.server.ts).
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import type { BasketFull } from '~/commerce/contract/basket';
import type { DeliveryEstimate } from '~/commerce/contract/delivery';
import type { ProductCard } from '~/commerce/contract/product';
import { choiceOnEntry, isFromCartPage } from '~/components/basket/cart-choice';
import { isAbortError } from '~/services/api-client.server';
import { chooseBasketLines, getFullBasket } from '~/services/basket.server';
import { getDeliveryEstimate } from '~/services/delivery.server';
import { getShops } from '~/services/shops.server';
import { storefrontRoute } from '~/sessions/storefront-route.server';
import { CACHE_PRIVATE } from '~/utils/cache-control';
import { loadRecentlyViewed } from '~/routes-shared/recently-viewed.server';
import { logger } from '~/utils/log.server';

const log = logger('cart');

type CartPageData = {
  /** Null when it could not be loaded, or when there is none (`hasBasket` false). */
  basket: BasketFull | null;
  /** False for a guest with no guest token yet: the basket is empty, nothing was asked. */
  hasBasket: boolean;
  isAuth: boolean;
  storedPromo: string | null;
  /** The city has shops: pickup may be promised. */
  pickup: boolean;
  /** Courier delivery to the shopper's city: fee and dates. */
  delivery: DeliveryEstimate | null;
  /** 'Недавно просмотренные' under an empty basket. */
  recentlyViewed: ProductCard[];
};

/** The full basket with the client-stored promo code and bonus amount (docs/product.md#entities, docs/product.md#basket). */
export function loader(args: LoaderFunctionArgs) {
  return storefrontRoute(args, async ({ request, session }) => {
    // A shopper with no guest token has an empty basket: the first add makes the token
    // (resources.cart), so a look at the basket mints none.
    const hasBasket = session.isAuth || Boolean(session.fuserToken);
    let basket: BasketFull | null = null;
    // Pickup is promised only where the shopper's city has shops; unknown (a failed call) is no.
    const shops = getShops(session).catch(() => null);
    const delivery = getDeliveryEstimate(session, session.cityId);
    const extras = { promoCode: session.promoCode, bonusAmount: session.bonusAmount };
    try {
      if (hasBasket) basket = await getFullBasket(session, extras);
      const choice = !basket || isFromCartPage(request) ? null : choiceOnEntry(basket);
      if (choice) {
        await chooseBasketLines(session, choice, extras);
        basket = await getFullBasket(session, extras);
      }
    } catch (error) {
      if (isAbortError(error)) throw error;
      // docs/product.md#errors: basket call failures are logged; the page says it could not load.
      log.error({ error: (error as Error).message }, 'GET /api/basket/full failed');
    }
    const pickup = ((await shops)?.shops.length ?? 0) > 0;
    const empty = !hasBasket || basket?.products.length === 0;
    const recentlyViewed = empty ? await loadRecentlyViewed(session) : [];
    const page: CartPageData = {
      basket,
      hasBasket,
      isAuth: session.isAuth,
      storedPromo: session.promoCode,
      pickup,
      delivery: await delivery,
      recentlyViewed,
    };
    return data(page, { headers: { 'Cache-Control': CACHE_PRIVATE } });
  });
}
