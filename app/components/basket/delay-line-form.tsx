import { FormContextFields } from '~/components/layout/form-context-fields';
import { CART_ACTION } from './cart-action';
import { useCartForm } from './use-cart-form';

type DelayLineFormProps = { basketId: number; label: string; delayed: boolean };

/**
 * 'Отложить' for a basket line (it stays in the basket, out of the order and the sums) and
 * 'Вернуть в заказ' for a postponed one. Without JavaScript a post and a 303 back to the cart;
 * with it a fetcher, and the cart reloads in place.
 */
export function DelayLineForm({ basketId, label, delayed }: DelayLineFormProps) {
  const { fetcher, busy, error } = useCartForm(`cart-delay-${basketId}`);
  return (
    <fetcher.Form method="post" action={CART_ACTION} className="flex flex-col items-end gap-1">
      <FormContextFields />
      <input type="hidden" name="intent" value="delay" />
      <input type="hidden" name="basketId" value={basketId} />
      <button
        type="submit"
        name="delay"
        value={delayed ? '0' : '1'}
        disabled={busy}
        aria-busy={busy || undefined}
        className="text-sm text-brand-muted underline-offset-4 hover:text-brand hover:underline"
        aria-label={`${delayed ? 'Вернуть в заказ' : 'Отложить'}: ${label}`}
      >
        {delayed ? 'Вернуть в заказ' : 'Отложить'}
      </button>
      {error ? (
        <p role="alert" className="text-xs text-brand-accent">
          {error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
