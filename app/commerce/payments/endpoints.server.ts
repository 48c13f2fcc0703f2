import { z } from 'zod';
import { type PaymentMethods, PaymentMethodsSchema } from '~/commerce/contract/payment-methods';
import {
  OrderCreateRequestSchema,
  OrderCreatedSchema,
  OrderSchema,
  PaymentStartedSchema,
} from '~/commerce/contract/order';
import { OrderStatusChangeRequestSchema } from '~/commerce/contract/order-lookups';
import {
  PaymentSchema,
  RefundRequestSchema,
  TestPaymentConfirmRequestSchema,
} from '~/commerce/contract/payment';
import { requestOwner } from '~/commerce/customers/request-owner.server';
import { db as database } from '~/commerce/db/client.server';
import { readJson } from '~/commerce/http/handler.server';
import { requestCityId } from '~/commerce/http/request-city';
import { pathId, publicOrigin } from '~/commerce/http/request-helpers.server';
import { requireAdmin, requireOwnedOrderParam } from '~/commerce/orders/order-access.server';
import { idempotencyKeyOf } from '~/commerce/orders/order-api.server';
import {
  cancelOrderByOwner,
  changeOrderStatus,
  ORDER_MESSAGES,
} from '~/commerce/orders/order-lifecycle.server';
import { selectOrderById } from '~/commerce/orders/order.queries.server';
import { orderView } from '~/commerce/orders/order-view.server';
import { paymentMethodOptions } from '~/commerce/orders/payment-methods.server';
import { payOrder, placeOrder } from '~/commerce/payments/order-checkout.server';
import { requireOwnedPayment } from '~/commerce/payments/payment-access.server';
import { confirmTestPayment, paymentAnswer, refreshPayment } from '~/commerce/payments/payment.server';
import { refundOrder, sendRefunds } from '~/commerce/payments/refund.server';
import { handleYookassaNotification } from '~/commerce/payments/yookassa-notification.server';
import { endpoint, type Endpoint } from '~/commerce/http/endpoint';

/**
 * The endpoints of the area «Оплата»: paying, and the order calls that move money (placing an
 * order, cancelling or changing it, which may refund).
 */
export const endpoints: Endpoint[] = [
  endpoint({
    method: 'get',
    path: '/api/payments/methods',
    summary: 'GET /api/payments/methods: the ways to pay the checkout offers, in the order it shows them.',
    response: PaymentMethodsSchema,
    handler: async (): Promise<PaymentMethods> => ({ methods: paymentMethodOptions() }),
  }),
  endpoint({
    method: 'post',
    path: '/api/order/{id}/payment',
    summary:
      'POST /api/order/{id}/payment: starts (or returns the waiting) card payment; answers {payment, redirectUrl}.',
    response: PaymentStartedSchema,
    handler: async ({ request, params }) => {
      const db = await database();
      const order = await requireOwnedOrderParam(db, request, params.id);
      return payOrder(db, order, publicOrigin(request));
    },
  }),
  endpoint({
    method: 'get',
    path: '/api/payments/{id}',
    summary:
      "GET /api/payments/{id}: a payment of the caller's order. A pending one is first checked with its provider (the shopper may be back before the provider's notification).",
    response: PaymentSchema,
    handler: async ({ request, params }) => {
      const db = await database();
      const payment = await requireOwnedPayment(db, request, params.id);
      await refreshPayment(db, payment);
      return paymentAnswer(db, await requireOwnedPayment(db, request, params.id), publicOrigin(request));
    },
  }),
  endpoint({
    method: 'post',
    path: '/api/payments/test/{id}/confirm',
    demoOnly: true,
    summary:
      "POST /api/payments/test/{id}/confirm {outcome: succeeded | failed}: the demo payment page's button. Only while PAYMENT_PROVIDER=test, only for the order's owner.",
    body: TestPaymentConfirmRequestSchema,
    response: PaymentSchema,
    handler: async ({ request, params, readBody }) => {
      const db = await database();
      const payment = await requireOwnedPayment(db, request, params.id);
      const { outcome } = await readBody();
      await confirmTestPayment(db, payment, outcome);
      return paymentAnswer(db, await requireOwnedPayment(db, request, params.id), publicOrigin(request));
    },
  }),
  endpoint({
    method: 'post',
    path: '/api/payments/yookassa/notification',
    summary:
      "POST /api/payments/yookassa/notification: YooKassa's HTTP notification (payment.succeeded, payment.canceled). The body is never trusted: the payment is re-fetched from YooKassa.",
    body: z.unknown(),
    handler: async ({ request }) => {
      const body = await readJson(request, z.unknown());
      return handleYookassaNotification(await database(), body);
    },
  }),
  endpoint({
    method: 'post',
    path: '/api/order/{id}/refund',
    summary:
      'POST /api/order/{id}/refund {amount?} (ROLE_ADMIN): sends back part of a paid order (a returned pair, say) or all that is left, with its fiscal receipt; answers the order.',
    body: RefundRequestSchema,
    response: OrderSchema,
    handler: async ({ request, params, readBody }) => {
      await requireAdmin(request);
      const id = pathId(params.id, ORDER_MESSAGES.notFound);
      const { amount } = await readBody();
      const db = await database();
      await refundOrder(db, id, amount);
      return orderView(db, (await selectOrderById(db, id))!);
    },
  }),
  endpoint({
    method: 'post',
    path: '/api/order',
    summary:
      'POST /api/order (Idempotency-Key header; Bearer or Fuser-Token): an order from the chosen basket lines. 201 with the new order, 200 with the same order for a repeated key.',
    body: OrderCreateRequestSchema,
    response: OrderCreatedSchema,
    status: 201,
    handler: async ({ request, readBody }) => {
      const db = await database();
      const owner = await requestOwner(db, request);
      const idempotencyKey = idempotencyKeyOf(request);
      const body = await readBody();
      const { created, answer } = await placeOrder(db, {
        owner,
        body,
        cityId: requestCityId(request, body.cityId),
        idempotencyKey,
        origin: publicOrigin(request),
      });
      return Response.json(answer, { status: created ? 201 : 200, headers: { 'Cache-Control': 'no-store' } });
    },
  }),
  endpoint({
    method: 'post',
    path: '/api/order/{id}/cancel',
    summary:
      'POST /api/order/{id}/cancel: the owner cancels an order not yet sent (a paid one is refunded); answers the order.',
    response: OrderSchema,
    handler: async ({ request, params }) => {
      const db = await database();
      const order = await requireOwnedOrderParam(db, request, params.id);
      await cancelOrderByOwner(db, order.id);
      await sendRefunds(db, order.id);
      return orderView(db, (await selectOrderById(db, order.id))!);
    },
  }),
  endpoint({
    method: 'post',
    path: '/api/order/{id}/status',
    summary:
      "POST /api/order/{id}/status {status, note, trackingNumber?, carrier?} (ROLE_ADMIN): moves an order along its statuses; 'shipped' may carry the carrier's tracking number.",
    body: OrderStatusChangeRequestSchema,
    response: OrderSchema,
    handler: async ({ request, params, readBody }) => {
      await requireAdmin(request);
      const id = pathId(params.id, ORDER_MESSAGES.notFound);
      const { status, note, trackingNumber, carrier } = await readBody();
      const db = await database();
      const shipment = trackingNumber ? { carrier, trackingNumber } : undefined;
      await changeOrderStatus(db, id, status, note, publicOrigin(request), shipment);
      // A cancelled paid order's money goes back.
      if (status === 'cancelled') await sendRefunds(db, id);
      return orderView(db, (await selectOrderById(db, id))!);
    },
  }),
];
