import { FormContextFields } from '~/components/layout/form-context-fields';
import { Button } from '~/components/ui/button';
import { TextField } from '~/components/ui/text-field';
import { formatRub } from '~/utils/money';
import { pluralRu } from '~/utils/plural';
import { CART_ACTION } from './cart-action';
import { formatPoints } from './points';
import { useCartForm } from './use-cart-form';

type BonusFormProps = {
  balance: number;
  /** The most points this basket can take now. */
  max: number;
  maxPercent: number;
  spent: number;
  /** The basket's word on the amount asked for (capped, not enough points …). */
  message: string | null;
};

/** Paying part of the order with bonus points, for a signed-in shopper (1 point = 1 rouble). */
export function BonusForm({ balance, max, maxPercent, spent, message }: BonusFormProps) {
  const { fetcher, error, busy } = useCartForm('cart-bonus', 'bonusAmount');
  const balanceText = (
    <p className="text-sm">
      На счёте <strong>{formatPoints(balance)}</strong> {pluralRu(balance, ['бонус', 'бонуса', 'бонусов'])}.
      Можно списать до <strong>{formatRub(max)}</strong> ({maxPercent}% суммы).
    </p>
  );
  const note = message ? <p className="text-xs text-brand-muted">{message}</p> : null;
  // No points to spend and none spent: nothing to send, so the balance is text, not a form.
  if (spent <= 0 && max <= 0) {
    return (
      <div className="flex flex-col gap-2">
        {balanceText}
        {note}
      </div>
    );
  }
  return (
    <fetcher.Form method="post" action={CART_ACTION} className="flex flex-col gap-2" noValidate>
      <FormContextFields />
      <input type="hidden" name="intent" value="bonus" />
      {balanceText}
      {spent > 0 ? (
        <div className="flex items-center justify-between gap-3 text-sm">
          <p>
            Списано: <strong>−{formatRub(spent)}</strong>
          </p>
          <button
            type="submit"
            name="bonusAmount"
            value="0"
            disabled={busy}
            className="text-brand-muted underline underline-offset-4 hover:text-brand"
          >
            Не списывать
          </button>
        </div>
      ) : (
        <div className="flex items-start gap-2">
          <TextField
            label="Сколько бонусов списать"
            hideLabel
            name="bonusAmount"
            inputMode="numeric"
            pattern="[0-9]*"
            placeholder={`До ${max}`}
            defaultValue={max}
            error={error}
            className="flex-1"
          />
          <Button type="submit" variant="secondary" className="h-12" disabled={busy}>
            Списать
          </Button>
        </div>
      )}
      {note}
    </fetcher.Form>
  );
}
