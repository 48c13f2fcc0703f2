import { Link } from '@remix-run/react';
import type { BasketFullProduct } from '~/commerce/contract/basket';
import { ProductPicture } from '~/components/product/product-picture';
import { cx } from '~/components/ui/class-names';
import { Price } from '~/components/ui/price';
import { formatRub } from '~/utils/money';
import { DelayLineForm } from './delay-line-form';
import { LineTraits } from './line-traits';
import { QuantityControl } from './quantity-control';
import { RemoveLineForm } from './remove-line-form';

type CartLineProps = {
  line: BasketFullProduct;
  /** The id of the choose form the line's checkbox belongs to (forms cannot nest); none for lines that cannot be bought. */
  chooseForm?: string;
  onChooseChange?: () => void;
};

/**
 * One basket line: choose box, picture, names, colour, size, price, quantity, postponing and
 * removal. A postponed line (`line.delay`) has no quantity control: it is not being ordered.
 */
export function CartLine({ line, chooseForm, onChooseChange }: CartLineProps) {
  const label = `${line.name}, размер ${line.size.ru}`;
  return (
    <li className="flex gap-3 border-b border-neutral-200 py-5 tablet:gap-5" data-basket-line={line.basketId}>
      {chooseForm ? (
        <input
          type="checkbox"
          name="basketIds"
          value={line.basketId}
          form={chooseForm}
          defaultChecked={line.chosen}
          onChange={onChooseChange}
          aria-label={`Выбрать для заказа: ${label}`}
          className="mt-1 h-5 w-5 shrink-0 cursor-pointer accent-brand"
        />
      ) : (
        <span className="w-5 shrink-0" aria-hidden />
      )}
      <Link
        to={line.link}
        className={cx(
          'block h-24 w-24 shrink-0 overflow-hidden rounded-2xl bg-brand-soft tablet:h-32 tablet:w-32',
          (!line.canBuy || line.delay) && 'opacity-50',
        )}
      >
        <ProductPicture image={line.image} alt={line.name} size={128} />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2 tablet:flex-row tablet:justify-between">
        <div className="flex min-w-0 flex-col gap-1 text-sm">
          <p className="font-bold">{line.brand}</p>
          <Link to={line.link} className="hover:underline">
            {line.name}
          </Link>
          <p className="text-brand-muted">
            {line.additionalInfo.detailName} · арт. {line.articleCharacteristic}
          </p>
          <LineTraits color={line.color} size={line.size.ru} />
          {line.reason ? <p className="font-semibold text-brand-accent">{line.reason}</p> : null}
        </div>
        <div className="flex flex-col gap-2 tablet:items-end">
          <Price
            value={line.sum}
            oldValue={line.oldPrice ? line.oldPrice * line.quantity : null}
            discount={line.discount}
          />
          {line.quantity > 1 ? (
            <p className="text-xs text-brand-muted">
              {line.quantity} шт. × {formatRub(line.price)}
            </p>
          ) : null}
          {line.available > 0 && !line.delay ? (
            <QuantityControl
              basketId={line.basketId}
              quantity={line.quantity}
              available={line.available}
              label={label}
            />
          ) : null}
          <DelayLineForm basketId={line.basketId} label={label} delayed={line.delay} />
          <RemoveLineForm basketId={line.basketId} label={label} />
        </div>
      </div>
    </li>
  );
}
