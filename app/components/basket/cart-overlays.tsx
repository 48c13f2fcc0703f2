import { useLocation } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { useRootData } from '~/components/layout/use-root-data';
import { lazyPart, preloadWhenIdle, useOnceTrue } from '~/components/platform/lazy-part';
import { readFlash } from '~/forms/flash';
import { closeCartAdded, useCartAdded } from './cart-added-store';
import { CartNotice } from './cart-notice';

const CartAddedModal = lazyPart(() => import('./cart-added-modal').then((m) => m.CartAddedModal));
// An add opens it at once, and the abandoned-cart timer (3 s) runs meanwhile: fetched when idle.
preloadWhenIdle(CartAddedModal);

/**
 * The cart-added modal of docs/product.md#overlays-and-other-screens and the basket's one-shot notice, mounted once in the root.
 * With JavaScript the modal opens from the add-to-cart fetcher (the store); without it from
 * the flash state the redirect left. It closes on any route change. The modal's code
 * (./cart-added-modal) is fetched when it first opens.
 */
export function CartOverlays() {
  const root = useRootData();
  const location = useLocation();
  const stored = useCartAdded();
  const flash = root?.flash ?? null;
  const [dismissed, setDismissed] = useState<unknown>(null);

  const seenKey = useRef(location.key);
  useEffect(() => {
    if (seenKey.current === location.key) return;
    seenKey.current = location.key;
    closeCartAdded();
  }, [location.key]);

  const shown = flash !== dismissed ? flash : null;
  const flashItem = readFlash(shown, 'cart-added')?.item ?? null;
  const notice = readFlash(shown, 'notice');
  const item = stored ?? flashItem;
  const close = () => {
    closeCartAdded();
    setDismissed(flash);
  };
  const here = `${location.pathname}${location.search}`;
  // The modal's code is fetched at the first add; it then stays mounted for its fade.
  const modalMounted = useOnceTrue(item !== null);
  return (
    <>
      {modalMounted && <CartAddedModal item={item} here={here} onClose={close} />}
      {notice ? <CartNotice text={notice.text} closeHref={here} onClose={() => setDismissed(flash)} /> : null}
    </>
  );
}
