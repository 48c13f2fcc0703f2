import { Link, useLocation } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { ProductPicture } from '~/components/product/product-picture';
import { Button, ButtonLink, buttonClass } from '~/components/ui/button';
import { Modal } from '~/components/ui/modal';
import { formatRub } from '~/utils/money';
import type { CartAddedItem } from './cart-added-item';
import { readFlash } from '~/forms/flash';
import { closeCartAdded, useCartAdded } from './cart-added-store';
import { CartNotice } from './cart-notice';
import { CART_PATH, isCartPath } from './cart-paths';
import { useRootData } from '~/components/layout/use-root-data';

/**
 * The cart-added modal of spec §2 and the basket's one-shot notice, mounted once in the root.
 * With JavaScript the modal opens from the add-to-cart fetcher (the store); without it from
 * the flash state the redirect left. It closes on any route change.
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
  return (
    <>
      <Modal open={item !== null} title="Товар в корзине" closeHref={here} onClose={close} variant="drawer">
        {item ? <CartAddedCard item={item} onClose={close} here={here} /> : null}
      </Modal>
      {notice ? <CartNotice text={notice.text} closeHref={here} onClose={() => setDismissed(flash)} /> : null}
    </>
  );
}

function CartAddedCard({ item, onClose, here }: { item: CartAddedItem; onClose: () => void; here: string }) {
  const hydrated = useHydrated();
  const onCart = isCartPath(useLocation().pathname);
  return (
    <div className="flex flex-col gap-6" data-cart-added="">
      <div className="flex gap-4">
        <Link to={item.link} className="block h-28 w-28 shrink-0 overflow-hidden rounded-2xl bg-brand-soft">
          {item.image ? <ProductPicture image={item.image} alt={item.name} size={112} /> : null}
        </Link>
        <div className="flex min-w-0 flex-col gap-1 text-sm">
          <p className="font-bold">{item.title}</p>
          <p>{item.name}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-brand-muted">
            <dt>Цвет</dt>
            <dd>{item.color}</dd>
            <dt>Размер RUS</dt>
            <dd>{item.size}</dd>
          </dl>
          <p className="mt-1 font-semibold">
            {item.quantity} шт. × {formatRub(item.price)}
          </p>
        </div>
      </div>
      {!onCart ? (
        <ButtonLink to={CART_PATH} size="lg" wide>
          Перейти в корзину
        </ButtonLink>
      ) : hydrated ? (
        <Button size="lg" wide onClick={onClose}>
          Перейти в корзину
        </Button>
      ) : (
        // Already on the cart page: the link only reloads it without the flash, which closes the modal.
        <Link to={here} replace className={buttonClass('primary', 'lg', true)}>
          Перейти в корзину
        </Link>
      )}
    </div>
  );
}
