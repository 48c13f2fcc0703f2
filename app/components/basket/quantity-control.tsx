import { useRef } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { MAX_LINE_QUANTITY } from '~/commerce/contract/basket-limits';
import { FormContextFields } from '~/components/layout/form-context-fields';
import { cx } from '~/components/ui/class-names';
import { CART_ACTION } from './cart-action';
import { useCartForm } from './use-cart-form';
import { useQuantityBurst } from './use-quantity-burst';

/** How many the select offers at most: stock usually stops it sooner. */
const SELECT_LIMIT = 20;

const STEP =
  'inline-flex h-9 w-9 items-center justify-center rounded-full text-lg font-semibold hover:bg-brand-soft disabled:cursor-not-allowed disabled:text-neutral-300 disabled:hover:bg-transparent';

type QuantityControlProps = { basketId: number; quantity: number; available: number; label: string };

/**
 * − / a select / + for one basket line, one form that works without JavaScript: each button
 * posts the quantity it leads to (`set`), the select posts its own value ('Обновить'). With
 * JavaScript presses add up on screen and the quantity is sent once they settle
 * (useQuantityBurst). More than stock is refused by the API with its reason.
 */
export function QuantityControl({ basketId, quantity, available, label }: QuantityControlProps) {
  const hydrated = useHydrated();
  const { fetcher, error, busy } = useCartForm(`cart-quantity-${basketId}`);
  const form = useRef<HTMLFormElement>(null);
  const burst = useQuantityBurst(fetcher, quantity, (to) => {
    if (!form.current) return;
    const data = new FormData(form.current);
    data.set('set', String(to));
    fetcher.submit(data, { method: 'post', action: CART_ACTION });
  });
  const shown = burst.shown;
  const most = Math.min(MAX_LINE_QUANTITY, Math.max(quantity, available, 1));
  const pending = busy || shown !== quantity;
  const options = Array.from(
    { length: Math.min(most, Math.max(SELECT_LIMIT, quantity, shown)) },
    (_, i) => i + 1,
  );

  return (
    <fetcher.Form ref={form} method="post" action={CART_ACTION} className="flex flex-col gap-1">
      <FormContextFields />
      <input type="hidden" name="intent" value="change" />
      <input type="hidden" name="basketId" value={basketId} />
      <div className={cx('flex items-center gap-1', busy && 'opacity-80')} aria-busy={pending}>
        <button
          type="submit"
          name="set"
          value={shown - 1}
          disabled={shown <= 1}
          onClick={(event) => {
            if (!hydrated) return;
            event.preventDefault();
            burst.press(-1, most);
          }}
          className={STEP}
          aria-label={`Уменьшить количество: ${label}`}
        >
          −
        </button>
        <select
          name="quantity"
          value={shown}
          aria-label={`Количество: ${label}`}
          onChange={(event) => burst.pick(Number(event.currentTarget.value))}
          className="h-9 rounded-xl border border-neutral-300 bg-white px-2 text-sm"
        >
          {options.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        <button
          type="submit"
          name="set"
          value={shown + 1}
          disabled={shown >= most}
          onClick={(event) => {
            if (!hydrated) return;
            event.preventDefault();
            burst.press(1, most);
          }}
          className={STEP}
          aria-label={`Увеличить количество: ${label}`}
        >
          +
        </button>
        {!hydrated ? (
          <button type="submit" className="ml-1 text-sm underline underline-offset-4">
            Обновить
          </button>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="text-xs text-brand-accent">
          {error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
