import { formatRub } from '~/utils/money';
import { cx } from './class-names';

type PriceProps = {
  value: number;
  /** The price before the discount; shown struck through when higher than value. */
  oldValue?: number | null;
  /** Discount in percent, shown as a badge. */
  discount?: number | null;
  size?: 'sm' | 'lg';
  className?: string;
  /** The lowest of prices that differ (sizes priced apart): reads «от N ₽». */
  from?: boolean;
};

/** A price in roubles, with the old price and discount when the product is on sale. */
export function Price({ value, oldValue, discount, size = 'sm', className, from }: PriceProps) {
  const onSale = oldValue != null && oldValue > value;
  return (
    <p className={cx('price', className)}>
      <span className={cx('price-now', size === 'lg' && 'text-2xl', onSale && 'text-brand-accent')}>
        {onSale && <span className="sr-only">Цена со скидкой: </span>}
        {from ? `от ${formatRub(value)}` : formatRub(value)}
      </span>
      {onSale && (
        <s className={cx('price-old', size === 'lg' && 'text-base')}>
          <span className="sr-only">Старая цена: </span>
          {formatRub(oldValue)}
        </s>
      )}
      {onSale && discount ? (
        <span className="rounded bg-brand-accent px-1.5 py-0.5 text-xs font-bold text-white">
          −{discount}%
        </span>
      ) : null}
    </p>
  );
}
