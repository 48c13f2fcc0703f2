import { FormContextFields } from '~/components/layout/form-context-fields';
import { Button } from '~/components/ui/button';
import { TextField } from '~/components/ui/text-field';
import { formatRub } from '~/utils/money';
import { CART_ACTION } from './cart-action';
import { useCartForm } from './use-cart-form';

type PromoCodeFormProps = {
  /** The applied code, or null. */
  applied: string | null;
  discount: number;
  /** Why the stored code no longer applies (it ended, the sum fell below its minimum …). */
  storedMessage: string | null;
};

/**
 * The promo code field (docs/product.md#screens-and-routes). A refused code shows the API's reason under the field and
 * leaves the basket as it was; an applied one shows with its discount and a way to drop it.
 */
export function PromoCodeForm({ applied, discount, storedMessage }: PromoCodeFormProps) {
  const { fetcher, error, busy } = useCartForm('cart-promo', 'promoCode');
  if (applied) {
    return (
      <fetcher.Form
        method="post"
        action={CART_ACTION}
        className="flex items-center justify-between gap-3 text-sm"
      >
        <FormContextFields />
        <p>
          Промокод <strong>{applied}</strong> применён: −{formatRub(discount)}
        </p>
        <button
          type="submit"
          name="intent"
          value="promo-remove"
          disabled={busy}
          className="text-brand-muted underline underline-offset-4 hover:text-brand"
        >
          Убрать
        </button>
      </fetcher.Form>
    );
  }
  return (
    <fetcher.Form method="post" action={CART_ACTION} className="flex items-start gap-2" noValidate>
      <FormContextFields />
      <input type="hidden" name="intent" value="promo" />
      <TextField
        label="Промокод"
        hideLabel
        name="promoCode"
        placeholder="Промокод"
        autoComplete="off"
        maxLength={64}
        error={error ?? storedMessage}
        className="flex-1"
      />
      <Button type="submit" variant="secondary" className="h-12" disabled={busy}>
        Применить
      </Button>
    </fetcher.Form>
  );
}
