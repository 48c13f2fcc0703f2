import { useLoaderData } from '@remix-run/react';
import { CartPanel } from '~/components/basket/cart-panel';
import { EmptyCart } from '~/components/basket/empty-cart';
import { RECENTLY_VIEWED_ROW, RelatedProducts } from '~/components/product/related-products-later';
import { Container } from '~/components/layout/container';
import { pageMeta } from '~/components/layout/page-meta';
import { CART_PAGE } from '~/components/layout/shop-pages/cart-page';
import { useBasketChanges } from '~/components/third-party/analytics/use-ecommerce';
import { privatePageHeaders } from '~/utils/cache-control';
import { DeliveryPromise } from '~/components/basket/delivery-promise-later';
import { loader } from './cart-page.server';

export const meta = pageMeta(CART_PAGE);
export const headers = privatePageHeaders;

// The loader lives in a server module: the browser's build of this route imports no server code.
export { loader };

export default function CartPage() {
  const { basket, hasBasket, isAuth, storedPromo, pickup, delivery, recentlyViewed } =
    useLoaderData<typeof loader>();
  useBasketChanges(basket?.products ?? null);
  return (
    <Container className="flex flex-col gap-6 py-8 tablet:py-12">
      <h1 className="text-3xl font-black tracking-tight tablet:text-4xl">{CART_PAGE.title}</h1>
      {hasBasket && !basket ? (
        <p role="alert" className="text-base">
          Не получилось загрузить корзину. Обнови страницу через минуту.
        </p>
      ) : !basket || basket.products.length === 0 ? (
        <>
          <EmptyCart />
          <RelatedProducts products={recentlyViewed} {...RECENTLY_VIEWED_ROW} />
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
export { RouteGroupErrorBoundary as ErrorBoundary } from '~/components/layout/route-error-boundary';
