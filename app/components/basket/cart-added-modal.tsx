import { Link, useLocation } from '@remix-run/react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { ProductPicture } from '~/components/product/product-picture';
import { Button, ButtonLink, buttonClass } from '~/components/ui/button';
import { Modal } from '~/components/ui/modal';
import { formatRub } from '~/utils/money';
import type { CartAddedItem } from './cart-added-item';
import { CART_PATH, isCartPath } from './cart-paths';
import { LineTraits } from './line-traits';

/** The cart-added modal of docs/product.md#overlays-and-other-screens: what was added, and the way to the cart. */
export function CartAddedModal({
  item,
  here,
  onClose,
}: {
  item: CartAddedItem | null;
  here: string;
  onClose: () => void;
}) {
  return (
    <Modal open={item !== null} title="Товар в корзине" closeHref={here} onClose={onClose} variant="drawer">
      {item ? <CartAddedCard item={item} onClose={onClose} here={here} /> : null}
    </Modal>
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
          <LineTraits color={item.color} size={item.size} />
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
