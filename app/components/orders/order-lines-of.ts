import type { Order } from '~/commerce/contract/order';
import type { OrderLineView } from './order-lines';

/** An order's lines in the list's shape. */
export function orderLineViews(order: Order): OrderLineView[] {
  return order.items.map((item, index) => ({
    key: index,
    link: item.product.link,
    image: item.product.image,
    brand: item.product.brand,
    name: item.product.name,
    color: item.product.color,
    size: item.product.size.ru,
    count: item.count,
    price: item.pricePerItem,
    sum: item.sum,
  }));
}
