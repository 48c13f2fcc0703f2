import { Link } from '@remix-run/react';
import type { Order } from '~/commerce/contract/order';
import { ProductPicture } from '~/components/product/product-picture';
import { formatRub } from '~/utils/money';
import { formatOrderDay } from './order-dates';

/** How many pictures of an order's lines a card shows. */
const PICTURES = 4;

/** One order in the list: number, date, status, payment, total and the first pictures; opens the order. */
export function OrderCard({ order }: { order: Order }) {
  return (
    <li>
      <Link
        to={`/personal/orders/${order.id}`}
        className="flex flex-col gap-3 rounded-3xl border border-neutral-200 p-5 hover:border-brand"
        data-order-card={order.number}
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <p className="text-lg font-bold">Заказ № {order.number}</p>
          <p className="text-sm text-brand-muted">от {formatOrderDay(order.createdAt)}</p>
        </div>
        <p className="text-sm">
          <strong>{order.statusName}</strong> · {order.paymentMethodName},{' '}
          {order.paymentStatusName.toLowerCase()} · {order.delivery.typeName}
        </p>
        <div className="flex items-center justify-between gap-4">
          <ul className="flex gap-2" aria-label="Товары заказа">
            {order.items.slice(0, PICTURES).map((item, index) => (
              <li key={index} className="h-14 w-14 overflow-hidden rounded-xl bg-brand-soft">
                <ProductPicture image={item.product.image} alt={item.product.name} size={56} />
              </li>
            ))}
          </ul>
          <p className="text-lg font-bold">{formatRub(order.sums.total)}</p>
        </div>
      </Link>
    </li>
  );
}
