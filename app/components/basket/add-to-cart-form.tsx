import { Form, useFetcher } from '@remix-run/react';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import type { ImageSet } from '~/commerce/contract/product';
import { FormContextFields } from '~/components/layout/form-context-fields';
import { announceCartAdd } from '~/components/third-party/marketing/basket-events';
import { Button } from '~/components/ui/button';
import { cx } from '~/components/ui/class-names';
import { withTracker } from '~/components/third-party/analytics/when-tracker';
import { Spinner } from '~/components/ui/spinner';
import { type CartAddedItem, SIZE_REQUIRED } from './cart-added-item';
import { openCartAdded } from './cart-added-store';
import type { action as cartAction } from '~/routes/resources.cart';
import { CART_ACTION, cartMessageOf, cartReplyOf } from './cart-action';
import { useBasketLine } from './use-basket-lines';

/** docs/product.md#constants-and-limits: a size already in the basket shows loading this long, then the modal, with no call. */
export const ALREADY_IN_CART_DELAY_MS = 100;

/** What the cart-added modal needs of the product when the size is already in the basket. */
export type AddToCartProduct = {
  /** The product page, /product/{code}. */
  link: string;
  image: ImageSet | null;
  /** The brand, shown above the name. */
  title: string;
  name: string;
  color: string;
  price: number;
  /** The product type ('Кроссовки'), the analytics category. */
  category?: string;
  /**
   * The sizes the form's radio group offers: id (the basket productId), the RU label and what
   * the size costs (its own price when 1С priced the sizes apart).
   */
  sizes: readonly { id: number; ru: string; price: number }[];
};

/** The product page's data in the form's shape. */
export function addToCartProductOf(product: {
  url: string;
  images: readonly ImageSet[];
  brand: { name: string };
  name: string;
  color: { name: string };
  price: { value: number };
  type?: { name: string };
  sizes: readonly { id: number; ru: string; price?: { value: number } }[];
}): AddToCartProduct {
  return {
    link: product.url,
    image: product.images[0] ?? null,
    title: product.brand.name,
    name: product.name,
    color: product.color.name,
    price: product.price.value,
    category: product.type?.name,
    sizes: product.sizes.map(({ id, ru, price }) => ({ id, ru, price: price?.value ?? product.price.value })),
  };
}

type AddToCartFormProps = {
  product: AddToCartProduct;
  /** The size radio group: inputs named `productId` whose values are size ids. */
  children: ReactNode;
  className?: string;
  /** Where the button goes relative to the sizes; the form is a flex column either way. */
  buttonClassName?: string;
  disabled?: boolean;
};

// Cards have no 'В корзину' of their own, on purpose: a card is one colour, and what goes into
// the basket is a size, which the catalogue's card answer does not carry (docs/product.md#entities card fields).
// A size quick-pick on cards would need every card's sizes and stock in the listing (heavier
// catalogue answers and a second, stale source of stock) or a request per hover; one tap to the
// product page, where sizes, stock and shops are current, is the cleaner way.

/**
 * 'В корзину' (docs/product.md#screens-and-routes, docs/product.md#add-to-cart). Without JavaScript the form posts to /resources/cart, which
 * answers 303 back to this page with the cart-added modal in flash state. With JavaScript a
 * fetcher adds one unit and the modal opens from its answer; a size already in the basket
 * shows loading for 100 ms and opens the modal with no call. A failure shows a notice here.
 */
export function AddToCartForm({
  product,
  children,
  className,
  buttonClassName,
  disabled,
}: AddToCartFormProps) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<typeof cartAction>({ key: `add-to-cart-${product.link}` });
  const basketLine = useBasketLine();
  const [waiting, setWaiting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const seen = useRef<typeof fetcher.data>(undefined);

  // Open the modal (or show the notice) once per fetcher answer.
  useEffect(() => {
    const answer = cartReplyOf(fetcher.data);
    if (fetcher.state !== 'idle' || !answer || seen.current === fetcher.data) return;
    seen.current = fetcher.data;
    const failure = cartMessageOf(answer);
    if (failure) setNotice(failure);
    else if (answer.item) {
      openCartAdded(answer.item);
      // One unit per add call (docs/product.md#constants-and-limits): the delta the data layer reports.
      const added = { ...answer.item, category: product.category };
      withTracker((t) => t.trackAdd([t.productOfAddToCart(added)]));
      announceCartAdd();
    }
  }, [fetcher.state, fetcher.data, product.category]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(null);
    const form = new FormData(event.currentTarget);
    const sizeId = Number(form.get('productId'));
    const size = product.sizes.find((s) => s.id === sizeId);
    if (!size) {
      setNotice(SIZE_REQUIRED);
      return;
    }
    const line = basketLine(sizeId);
    if (line) {
      const item: CartAddedItem = {
        ...product,
        price: size.price,
        sizeId,
        size: size.ru,
        quantity: line.quantity,
      };
      setWaiting(true);
      window.setTimeout(() => {
        setWaiting(false);
        openCartAdded(item);
      }, ALREADY_IN_CART_DELAY_MS);
      return;
    }
    fetcher.submit(form, { method: 'post', action: CART_ACTION });
  }

  const busy = waiting || fetcher.state !== 'idle';
  return (
    <Form
      method="post"
      action={CART_ACTION}
      onSubmit={hydrated ? onSubmit : undefined}
      className={cx('flex flex-col gap-4', className)}
      data-add-to-cart=""
    >
      <FormContextFields />
      <input type="hidden" name="intent" value="add" />
      {children}
      <Button
        type="submit"
        size="lg"
        wide
        disabled={disabled || busy}
        aria-busy={busy}
        className={buttonClassName}
      >
        {busy ? <Spinner size={20} /> : null}В корзину
      </Button>
      {notice ? (
        <p role="alert" className="text-sm text-brand-accent">
          {notice}
        </p>
      ) : null}
    </Form>
  );
}
