import { useRef } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import type { BasketFullProduct } from '~/commerce/contract/basket';
import { FormContextFields } from '~/components/layout/form-context-fields';
import { useDebouncedCallback } from '~/components/layout/use-debounced-callback';
import { Button } from '~/components/ui/button';
import { CART_ACTION } from './cart-action';
import { CartLine } from './cart-line';
import { useCartForm } from './use-cart-form';

/** docs/product.md#constants-and-limits: the chosen products are sent once the shopper has stopped clicking for 300 ms. */
export const CHOOSE_DEBOUNCE_MS = 300;
const CHOOSE_FORM = 'cart-choose';

/**
 * The basket's lines with their choose boxes. The boxes belong to one form: with JavaScript it
 * is sent 300 ms after the last click, without it by its 'Применить' button.
 */
export function CartLines({ lines }: { lines: BasketFullProduct[] }) {
  const hydrated = useHydrated();
  const { fetcher, error } = useCartForm('cart-choose');
  const form = useRef<HTMLFormElement>(null);
  const sendChoice = useDebouncedCallback(() => {
    if (form.current) fetcher.submit(form.current);
  }, CHOOSE_DEBOUNCE_MS);

  return (
    <section aria-label="Товары в корзине" className="flex flex-col">
      <fetcher.Form
        ref={form}
        id={CHOOSE_FORM}
        method="post"
        action={CART_ACTION}
        className="flex items-center justify-between gap-4 border-b border-neutral-200 pb-3 text-sm"
      >
        <FormContextFields />
        <input type="hidden" name="intent" value="choose" />
        <span className="text-brand-muted">Отметь товары, которые хочешь заказать</span>
        {!hydrated ? (
          <Button type="submit" size="sm" variant="secondary">
            Применить
          </Button>
        ) : null}
      </fetcher.Form>
      {error ? (
        <p role="alert" className="pt-2 text-sm text-brand-accent">
          {error}
        </p>
      ) : null}
      <ul>
        {lines.map((line) => (
          <CartLine key={line.basketId} line={line} chooseForm={CHOOSE_FORM} onChooseChange={sendChoice} />
        ))}
      </ul>
    </section>
  );
}
