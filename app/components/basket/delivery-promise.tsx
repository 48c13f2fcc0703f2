import type { DeliveryEstimate } from '~/commerce/contract/delivery';
import { cx } from '~/components/ui/class-names';
import { formatRub } from '~/utils/money';

/**
 * 'Доставим в Новосибирск 27–29 ноября' with the courier's price there, on the cart, the
 * checkout and the product page. Nothing when the estimate could not be had.
 */
export function DeliveryPromise({
  estimate,
  withFee = false,
  className,
}: {
  estimate: DeliveryEstimate | null | undefined;
  /** Also say what the courier costs and from which sum it is free. */
  withFee?: boolean;
  className?: string;
}) {
  if (!estimate) return null;
  return (
    <p className={cx('text-sm', className)} data-delivery-promise="">
      <span className="font-semibold">{estimate.text}</span>
      {withFee ? (
        <span className="text-brand-muted">
          {' '}
          · курьером {formatRub(estimate.courierFee)}, от {formatRub(estimate.freeFrom)} — бесплатно
        </span>
      ) : null}
    </p>
  );
}
