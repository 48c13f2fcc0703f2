import type { Order } from '~/commerce/contract/order';
import { SumRows } from '~/components/basket/cart-summary';
import { formatPoints } from '~/components/basket/points';
import { cx } from '~/components/ui/class-names';
import { formatRub } from '~/utils/money';
import { formatPhone } from '~/utils/phone';
import { pluralRu } from '~/utils/plural';
import { OrderLines } from './order-lines';
import { orderLineViews } from './order-lines-of';
import { formatOrderDate } from './order-dates';
import { isOnlinePayment } from '~/commerce/contract/payment-method-rules';

const CARD = 'flex flex-col gap-3 rounded-3xl bg-white p-5 tablet:p-6';

function sumRows(order: Order) {
  const rows = [
    {
      label: `Товары, ${order.items.reduce((n, i) => n + i.count, 0)} шт.`,
      value: formatRub(order.sums.items),
    },
  ];
  if (order.sums.promoDiscount > 0)
    rows.push({
      label: `Промокод ${order.promoCode ?? ''}`.trim(),
      value: `−${formatRub(order.sums.promoDiscount)}`,
    });
  if (order.sums.bonuses > 0) rows.push({ label: 'Бонусы', value: `−${formatRub(order.sums.bonuses)}` });
  rows.push({
    label: order.delivery.typeName,
    value: order.sums.delivery > 0 ? formatRub(order.sums.delivery) : 'бесплатно',
  });
  return rows;
}

function bonusLine(order: Order): string | null {
  // A cancelled order earns nothing (its points, if credited, were taken back).
  if (order.bonusEarned <= 0 || order.status === 'cancelled') return null;
  const points = `${formatPoints(order.bonusEarned)} ${pluralRu(order.bonusEarned, ['бонус', 'бонуса', 'бонусов'])}`;
  if (order.bonusCredited) return `Начислено ${points}`;
  return isOnlinePayment(order.paymentMethod)
    ? `Начислим ${points} после оплаты`
    : `Начислим ${points}, когда получишь заказ`;
}

/** Where the order goes: the pickup shop, the carrier's pickup point with its dates, or the address. */
function DeliveryPlace({ delivery }: { delivery: Order['delivery'] }) {
  if (delivery.shop) {
    return (
      <>
        <dt className="text-brand-muted">Магазин</dt>
        <dd>
          {delivery.shop.name}, {delivery.shop.address}
          <span className="block text-brand-muted">{delivery.shop.hours}</span>
        </dd>
      </>
    );
  }
  const point = delivery.pickupPoint;
  if (point) {
    return (
      <>
        <dt className="text-brand-muted">Пункт выдачи</dt>
        <dd data-pickup-point={point.code}>
          {point.carrierName}
          {point.name ? `, ${point.name}` : ''}, {point.address}
          {point.dates ? (
            <span className="block text-brand-muted">Привезём в пункт {point.dates}</span>
          ) : null}
        </dd>
      </>
    );
  }
  return (
    <>
      <dt className="text-brand-muted">Адрес</dt>
      <dd>{delivery.address}</dd>
    </>
  );
}

/** Everything about one order for its owner: lines, sums, delivery, payment and bonuses. */
export function OrderDetails({ order, className }: { order: Order; className?: string }) {
  const bonus = bonusLine(order);
  return (
    <div className={cx('grid gap-6 desktop:grid-cols-[1fr_400px] desktop:items-start', className)}>
      <div className="flex flex-col gap-6">
        <section className={CARD} aria-labelledby={`order-${order.id}-delivery`}>
          <h2 id={`order-${order.id}-delivery`} className="text-xl font-bold">
            Доставка
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-brand-muted">Способ</dt>
            <dd>{order.delivery.typeName}</dd>
            <DeliveryPlace delivery={order.delivery} />
            {order.delivery.shipment ? (
              <>
                <dt className="text-brand-muted">Трек-номер</dt>
                <dd data-tracking-number="">
                  {order.delivery.shipment.carrierName}: {order.delivery.shipment.trackingNumber}
                </dd>
              </>
            ) : null}
            <dt className="text-brand-muted">Получатель</dt>
            <dd>
              {[order.contacts.lastName, order.contacts.name, order.contacts.secondName]
                .filter(Boolean)
                .join(' ')}
              , {formatPhone(order.contacts.phone)}
            </dd>
            {order.comment ? (
              <>
                <dt className="text-brand-muted">Комментарий</dt>
                <dd>{order.comment}</dd>
              </>
            ) : null}
          </dl>
        </section>
        <section className={CARD} aria-labelledby={`order-${order.id}-history`}>
          <h2 id={`order-${order.id}-history`} className="text-xl font-bold">
            История заказа
          </h2>
          <OrderHistory history={order.history} />
        </section>
      </div>
      <section className={CARD} aria-labelledby={`order-${order.id}-items`}>
        <h2 id={`order-${order.id}-items`} className="text-xl font-bold">
          Товары
        </h2>
        <OrderLines lines={orderLineViews(order)} />
        <SumRows rows={sumRows(order)} total={order.sums.total} />
        <p className="text-sm">
          Оплата: {order.paymentMethodName} ·{' '}
          <strong data-payment-status="">{order.paymentStatusName}</strong>
        </p>
        {bonus ? <p className="text-sm">{bonus}</p> : null}
      </section>
    </div>
  );
}

/** The statuses an order went through, oldest first. */
export function OrderHistory({ history }: { history: Order['history'] }) {
  return (
    <ol className="flex flex-col gap-2 text-sm">
      {history.map((entry) => (
        <li key={`${entry.status}-${entry.createdAt}`} className="flex flex-wrap justify-between gap-x-4">
          <span className="font-semibold">{entry.statusName}</span>
          <time dateTime={entry.createdAt} className="text-brand-muted">
            {formatOrderDate(entry.createdAt)}
          </time>
          {entry.note ? <span className="w-full text-brand-muted">{entry.note}</span> : null}
        </li>
      ))}
    </ol>
  );
}
