import { lineProduct } from '../basket/line-product.server';
import {
  type Carrier,
  CARRIER_NAMES,
  type DeliveryType,
  type Order,
  type OrderPayment,
  type OrderPickupPoint,
  type OrderShipment,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '../contract/order';
import { type OrderTracking } from '../contract/order-lookups';
import type { DbOrTx } from '../db/client.server';
import { dateRange } from '../delivery/delivery-dates';
import { type PaymentRow, selectLatestPayment } from '../payment-records/payment.queries.server';
import {
  type OrderHistoryRow,
  type OrderItemRow,
  type OrderRow,
  selectOrderHistory,
  selectOrderItemPictures,
  selectOrderItems,
} from './order.queries.server';
import {
  DELIVERY_NAMES,
  ownerCanCancel,
  ownerCanPay,
  PAYMENT_METHOD_NAMES,
  paymentStatusName,
  STATUS_NAMES,
} from './order-status';
import { type ShopRow, selectShop } from './stock.queries.server';

/** The sums an order answer carries, from its row. */
export function sumsView(order: OrderRow): Order['sums'] {
  return {
    items: order.itemsSum,
    promoDiscount: order.discount,
    bonuses: order.bonusSpent,
    delivery: order.deliveryFee,
    total: order.total,
  };
}

function lineView(item: OrderItemRow, pictures: readonly string[]): Order['items'][number] {
  return {
    count: item.count,
    pricePerItem: item.pricePerItem,
    oldPricePerItem: item.oldPricePerItem,
    sum: item.pricePerItem * item.count,
    product: {
      ids: { website: item.sizeId },
      code: item.productCode,
      ...lineProduct({
        code: item.productCode,
        name: item.name,
        brand: item.brandName,
        color: item.colorName,
        sizeRu: item.sizeRu,
        pictures,
      }),
    },
  };
}

function historyView(rows: OrderHistoryRow[]): Order['history'] {
  return rows.map((row) => ({
    status: row.status as OrderStatus,
    statusName: STATUS_NAMES[row.status as OrderStatus],
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  }));
}

function shopView(shop: ShopRow | undefined): Order['delivery']['shop'] {
  if (!shop) return null;
  const { id, name, address, phone, hours, lat, lon } = shop;
  return { id, name, address, phone, hours, lat, lon };
}

/** A payment attempt as the order shows it. */
export function paymentView(payment: PaymentRow | undefined): OrderPayment | null {
  if (!payment) return null;
  const { id, provider, status, amount, confirmationUrl } = payment;
  return { id, provider, status, amount, confirmationUrl };
}

/** One order as its owner sees it: lines, sums, delivery, payment and status history. */
export async function orderView(db: DbOrTx, order: OrderRow): Promise<Order> {
  const [items, pictures, history, shop, payment] = await Promise.all([
    selectOrderItems(db, order.id),
    selectOrderItemPictures(db, order.id),
    selectOrderHistory(db, order.id),
    order.shopId === null ? undefined : selectShop(db, order.shopId),
    selectLatestPayment(db, order.id),
  ]);
  const status = order.status as OrderStatus;
  const method = order.paymentMethod as PaymentMethod;
  const paymentStatus = order.paymentStatus as PaymentStatus;
  const delivery = order.deliveryType as DeliveryType;
  return {
    id: order.id,
    number: order.number,
    status,
    statusName: STATUS_NAMES[status],
    createdAt: order.createdAt.toISOString(),
    contacts: {
      name: order.name,
      lastName: order.lastName,
      secondName: order.secondName,
      phone: order.phone,
      email: order.email,
    },
    delivery: {
      type: delivery,
      typeName: DELIVERY_NAMES[delivery],
      cityId: order.cityId,
      address: order.address,
      shop: shopView(shop),
      pickupPoint: pickupPointView(order),
      fee: order.deliveryFee,
      shipment: shipmentView(order),
    },
    paymentMethod: method,
    paymentMethodName: PAYMENT_METHOD_NAMES[method],
    paymentStatus,
    paymentStatusName: paymentStatusName(method, paymentStatus),
    comment: order.comment,
    items: items.map((item) => lineView(item, pictures.get(item.sizeId) ?? [])),
    sums: sumsView(order),
    promoCode: order.promoCode,
    bonusSpent: order.bonusSpent,
    bonusEarned: order.bonusEarned,
    bonusCredited: order.bonusCredited,
    history: historyView(history),
    payment: paymentView(payment),
    canCancel: ownerCanCancel(status),
    canPay: ownerCanPay(status, method, paymentStatus),
  };
}

/** The carrier's pickup point of a pickup_point order as it was chosen and priced, else null. */
function pickupPointView(order: OrderRow): OrderPickupPoint | null {
  if (order.pickupPointCode === null) return null;
  const carrier = (order.carrier ?? 'cdek') as Carrier;
  const dateFrom = order.deliveryDateFrom ?? '';
  const dateTo = order.deliveryDateTo ?? dateFrom;
  return {
    carrier,
    carrierName: CARRIER_NAMES[carrier],
    code: order.pickupPointCode,
    name: order.pickupPointName ?? '',
    address: order.pickupPointAddress ?? '',
    tariffCode: order.carrierTariffCode ?? 0,
    carrierPrice: order.carrierPrice ?? 0,
    dateFrom,
    dateTo,
    dates: dateFrom ? dateRange(new Date(dateFrom), new Date(dateTo)) : '',
  };
}

/** The carrier and tracking number of a shipped order, else null. */
function shipmentView(order: OrderRow): OrderShipment | null {
  if (!order.trackingNumber || !order.carrier) return null;
  const carrier = order.carrier as Carrier;
  return { carrier, carrierName: CARRIER_NAMES[carrier], trackingNumber: order.trackingNumber };
}

/** What order tracking shows: status, history and the carrier's tracking number. */
export async function trackingView(db: DbOrTx, order: OrderRow): Promise<OrderTracking> {
  const status = order.status as OrderStatus;
  return {
    number: order.number,
    status,
    statusName: STATUS_NAMES[status],
    createdAt: order.createdAt.toISOString(),
    deliveryType: order.deliveryType as DeliveryType,
    history: historyView(await selectOrderHistory(db, order.id)),
    shipment: shipmentView(order),
  };
}
