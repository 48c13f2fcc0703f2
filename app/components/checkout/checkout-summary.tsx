import type { BasketFull } from '~/commerce/contract/basket';
import { BonusHint } from '~/components/basket/bonus-hint-later';
import { BonusToEarn } from '~/components/basket/bonus-to-earn';
import { SumRows } from '~/components/basket/cart-summary';
import { OrderLines, type OrderLineView } from '~/components/orders/order-lines';
import { formatRub } from '~/utils/money';
import { COURIER_ONLY, PICKUP_ONLY, POINT_ONLY } from './delivery-visibility';

function lineViews(basket: BasketFull): OrderLineView[] {
  return basket.products
    .filter((line) => line.chosen && line.canBuy && !line.delay)
    .map((line) => ({
      key: line.basketId,
      link: line.link,
      image: line.image,
      brand: line.brand,
      name: line.name,
      color: line.color,
      size: line.size.ru,
      count: line.quantity,
      price: line.price,
      sum: line.sum,
    }));
}

/**
 * The order as it will be placed: the chosen lines and the sums, for courier, where the city
 * has shops (`pickup`) for pickup, and where a carrier has points for a point (`pointFee`).
 */
export function CheckoutSummary({
  basket,
  isAuth,
  pickup,
  pointFee,
}: {
  basket: BasketFull;
  isAuth: boolean;
  pickup: boolean;
  /** What delivery to a pickup point costs this basket; null when no point is on offer. */
  pointFee: number | null;
}) {
  const { summary } = basket;
  const rows = [{ label: `Товары, ${summary.units} шт.`, value: formatRub(summary.items) }];
  if (summary.promoDiscount > 0)
    rows.push({
      label: `Промокод ${basket.promoCode ?? ''}`.trim(),
      value: `−${formatRub(summary.promoDiscount)}`,
    });
  if (summary.spentBonuses > 0) rows.push({ label: 'Бонусы', value: `−${formatRub(summary.spentBonuses)}` });
  const pickupTotal = summary.total - summary.delivery;
  return (
    <section
      aria-labelledby="checkout-summary"
      className="flex flex-col gap-4 rounded-3xl bg-white p-5 tablet:p-6"
    >
      <h2 id="checkout-summary" className="text-xl font-bold">
        Твой заказ
      </h2>
      <OrderLines lines={lineViews(basket)} />
      <div {...COURIER_ONLY}>
        <SumRows
          rows={[
            ...rows,
            {
              label: 'Доставка курьером',
              value: summary.delivery > 0 ? formatRub(summary.delivery) : 'бесплатно',
            },
          ]}
          total={summary.total}
        />
      </div>
      {pickup ? (
        <div {...PICKUP_ONLY}>
          <SumRows rows={[...rows, { label: 'Самовывоз', value: 'бесплатно' }]} total={pickupTotal} />
        </div>
      ) : null}
      {pointFee !== null ? (
        <div {...POINT_ONLY}>
          <SumRows
            rows={[
              ...rows,
              { label: 'Доставка в пункт выдачи', value: pointFee > 0 ? formatRub(pointFee) : 'бесплатно' },
            ]}
            total={pickupTotal + pointFee}
          />
        </div>
      ) : null}
      <BonusToEarn points={summary.bonusToEarn} isAuth={isAuth} hint={<BonusHint />} />
    </section>
  );
}
