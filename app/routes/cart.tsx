import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import type { BasketFull } from '~/commerce/contract/basket';
import type { ProductCard } from '~/commerce/contract/product';
import { choiceOnEntry, isFromCartPage } from '~/components/basket/cart-choice';
import { CartPanel } from '~/components/basket/cart-panel';
import { EmptyCart } from '~/components/basket/empty-cart';
import { loadRecentlyViewed } from '~/routes-shared/recently-viewed.server';
import { RelatedProducts } from '~/components/product/related-products-later';
import { Container } from '~/components/layout/container';
import { pageMeta } from '~/components/layout/page-meta';
import { SHOP_PAGES } from '~/components/layout/shop-pages';
import { useBasketChanges } from '~/components/third-party/analytics/use-ecommerce';
import { isAbortError } from '~/services/api-client.server';
import { chooseBasketLines, getFullBasket } from '~/services/basket.server';
import { getShops } from '~/services/shops.server';
import { CACHE_PRIVATE, privatePageHeaders } from '~/utils/cache-control';
import { storefrontRoute } from '~/sessions/storefront-route.server';
import type { DeliveryEstimate } from '~/commerce/contract/delivery';
import { DeliveryPromise } from '~/components/basket/delivery-promise';
import { getDeliveryEstimate } from '~/services/delivery.server';

export const meta = pageMeta(SHOP_PAGES.cart);
export const headers = privatePageHeaders;

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
  /** 'Вы смотрели' under an empty basket. */
  recentlyViewed: ProductCard[];
};

/** The full basket with the client-stored promo code and bonus amount (spec §3, §4). */
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
      // Spec §8: basket call failures are logged; the page says it could not load.
      console.error('[cart] GET /api/basket/full failed:', (error as Error).message);
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

export default function CartPage() {
  const { basket, hasBasket, isAuth, storedPromo, pickup, delivery, recentlyViewed } =
    useLoaderData<typeof loader>();
  useBasketChanges(basket?.products ?? null);
  return (
    <Container className="flex flex-col gap-6 py-8 tablet:py-12">
      <h1 className="text-3xl font-black tracking-tight tablet:text-4xl">{SHOP_PAGES.cart.title}</h1>
      {hasBasket && !basket ? (
        <p role="alert" className="text-base">
          Не получилось загрузить корзину. Обнови страницу через минуту.
        </p>
      ) : !basket || basket.products.length === 0 ? (
        <>
          <EmptyCart />
          <RelatedProducts products={recentlyViewed} title="Вы смотрели" id="recently-viewed" />
        </>
      ) : (
        <>
          <DeliveryPromise estimate={delivery} withFee />
          <CartPanel basket={basket} isAuth={isAuth} storedPromo={storedPromo} pickup={pickup} />
        </>
      )}
    </Container>
  );
}

/** Errors of this group show inside the site's frame (header and footer stay). */
export { RouteGroupErrorBoundary as ErrorBoundary } from '~/components/layout/page-error';
