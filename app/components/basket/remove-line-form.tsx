import { FormContextFields } from '~/components/layout/form-context-fields';
import { Icon } from '~/components/ui/icon';
import { CART_ACTION } from './cart-action';
import { useCartForm } from './use-cart-form';

/** 'Удалить' for one basket line; without JavaScript a post and a 303 back to the cart. */
export function RemoveLineForm({ basketId, label }: { basketId: number; label: string }) {
  const { fetcher, busy } = useCartForm(`cart-remove-${basketId}`);
  return (
    <fetcher.Form method="post" action={CART_ACTION}>
      <FormContextFields />
      <input type="hidden" name="basketId" value={basketId} />
      <button
        type="submit"
        name="intent"
        value="remove"
        disabled={busy}
        className="inline-flex items-center gap-1 text-sm text-brand-muted hover:text-brand"
        aria-label={`Удалить: ${label}`}
      >
        <Icon name="close" size={16} />
        Удалить
      </button>
    </fetcher.Form>
  );
}
