import { FormContextFields } from '~/components/layout/form-context-fields';
import { CART_ACTION } from './cart-action';
import { useCartForm } from './use-cart-form';

/** 'Очистить корзину': removes every line and forgets the promo code and bonus amount (docs/product.md#basket). */
export function ClearBasketForm() {
  const { fetcher, busy } = useCartForm('cart-clear');
  return (
    <fetcher.Form method="post" action={CART_ACTION}>
      <FormContextFields />
      <button
        type="submit"
        name="intent"
        value="clear"
        disabled={busy}
        className="text-sm text-brand-muted underline underline-offset-4 hover:text-brand"
      >
        Очистить корзину
      </button>
    </fetcher.Form>
  );
}
