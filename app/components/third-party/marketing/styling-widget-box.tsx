import { useFetcher, useLocation, useNavigate } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { loginHref } from '~/components/auth/login-url';
import { CART_ACTION, cartMessageOf, cartReplyOf } from '~/components/basket/cart-action';
import type { action as cartAction } from '~/routes/resources.cart';
import type { action as favoritesAction } from '~/routes/resources.favorites';
import { FAVORITES_ACTION } from '~/components/favorites/favorite-toggle';
import { useDebouncedCallback } from '~/components/layout/use-debounced-callback';
import type { RootData } from '~/root-data.server';
import { RETURN_TO_FIELD, VIA_FIELD } from '~/forms/form-fields';
import { announceCartAdd } from './basket-events';
import { loadScriptOnce } from './load-script';
import { stylingWidgetApi, WIDGET_ADD_DEBOUNCE_MS } from './styling-widget';
import { useRootData } from '~/components/layout/use-root-data';

/** The widget's adds: through the shop's basket action, without the cart-added modal (docs/product.md#basket). */
function useWidgetAdd(root: RootData | undefined) {
  const fetcher = useFetcher<typeof cartAction>({ key: 'styling-widget-add' });
  const location = useLocation();
  const seen = useRef<typeof fetcher.data>();

  useEffect(() => {
    const answer = cartReplyOf(fetcher.data);
    if (fetcher.state !== 'idle' || !answer || seen.current === fetcher.data) return;
    seen.current = fetcher.data;
    const failure = cartMessageOf(answer);
    if (failure) console.error('Ошибка добавления товара из виджета в корзину', failure);
    else announceCartAdd();
  }, [fetcher.state, fetcher.data]);

  return useDebouncedCallback((productId: number) => {
    // docs/product.md#add-to-cart: a size already in the basket needs no call (and widget adds open no modal).
    if (root?.basketLines.some((line) => line.productId === productId)) return;
    fetcher.submit(
      {
        intent: 'add',
        productId: String(productId),
        [VIA_FIELD]: 'fetcher',
        [RETURN_TO_FIELD]: `${location.pathname}${location.search}`,
      },
      { method: 'post', action: CART_ACTION },
    );
  }, WIDGET_ADD_DEBOUNCE_MS);
}

/** The widget's hearts: the shop's favourites for a signed-in shopper, sign-in for a guest. */
function useWidgetFavorite(root: RootData | undefined) {
  const fetcher = useFetcher<typeof favoritesAction>({ key: 'styling-widget-favorite' });
  const location = useLocation();
  const navigate = useNavigate();
  return (colorId: number) => {
    if (!Number.isInteger(colorId) || colorId <= 0) return;
    if (!root?.isAuth) {
      navigate(loginHref(`${location.pathname}${location.search}`), { preventScrollReset: true });
      return;
    }
    const intent = root.favoriteIds.includes(colorId) ? 'remove' : 'add';
    fetcher.submit(
      { intent, colorId: String(colorId), [VIA_FIELD]: 'fetcher' },
      { method: 'post', action: FAVORITES_ACTION },
    );
  };
}

/**
 * The styling widget's box and its script (docs/product.md#screens-and-routes, docs/product.md#api-calls), mounted by ./styling-widget-mount
 * when the widget is switched on; nothing shows without JavaScript (the empty box takes no room).
 */
export function StylingWidgetBox() {
  const root = useRootData();
  const config = root?.marketing.stylingWidget ?? null;
  const box = useRef<HTMLDivElement>(null);
  const add = useWidgetAdd(root);
  const toggle = useWidgetFavorite(root);
  // The widget keeps the callbacks it was given at init: they call the latest ones.
  const callbacks = useRef({ add, toggle });
  callbacks.current = { add, toggle };
  const cart = (root?.basketLines ?? []).map((line) => line.productId);
  const cartKey = cart.join(',');
  const userId = root?.user?.id ?? null;
  const latest = useRef({ cart, favoriteIds: root?.favoriteIds ?? [] });
  latest.current = { cart, favoriteIds: root?.favoriteIds ?? [] };

  const scriptUrl = config?.scriptUrl;
  const key = config?.key;
  useEffect(() => {
    const container = box.current;
    if (!scriptUrl || !key || !container) return;
    let cancelled = false;
    loadScriptOnce(scriptUrl)
      .then(() => {
        const api = stylingWidgetApi();
        if (cancelled) return;
        if (!api) throw new Error('the styling widget script defined no StylingWidget');
        api.init({
          key,
          lang: 'ru',
          userId,
          container,
          favoriteIds: latest.current.favoriteIds,
          cart: latest.current.cart,
          onFavoriteToggle: (colorId) => callbacks.current.toggle(Number(colorId)),
          onAddToCart: (productId) => callbacks.current.add(Number(productId)),
        });
      })
      .catch((error: unknown) => console.error('Ошибка загрузки виджета стилиста', error));
    return () => {
      cancelled = true;
      stylingWidgetApi()?.destroy?.();
      container.replaceChildren();
    };
  }, [scriptUrl, key, userId]);

  useEffect(() => {
    stylingWidgetApi()?.setCart(latest.current.cart);
  }, [cartKey]);

  if (!config) return null;
  return <div ref={box} data-styling-widget="" className="mt-10 w-full empty:hidden" />;
}
