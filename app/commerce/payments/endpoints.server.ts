import { type PaymentMethods, PaymentMethodsSchema } from '~/commerce/contract/payment-methods';
import { readJson } from '~/commerce/http/handler.server';
import { paymentMethodOptions } from '~/commerce/orders/payment-methods.server';
import { db as database } from '~/commerce/db/client.server';
import { requireOwnedOrderParam, pathId, requireAdmin } from '~/commerce/orders/order-access.server';
import { publicOrigin } from '~/commerce/orders/order-api.server';
import { payOrder } from '~/commerce/payments/order-checkout.server';
import { requireOwnedPayment } from '~/commerce/payments/payment-access.server';
import { paymentAnswer, refreshPayment, confirmTestPayment } from '~/commerce/payments/payment.server';
import {
  TestPaymentConfirmRequestSchema,
  RefundRequestSchema,
  PaymentSchema,
} from '~/commerce/contract/payment';
import { z } from 'zod';
import { handleYookassaNotification } from '~/commerce/payments/yookassa-notification.server';
import { ORDER_MESSAGES } from '~/commerce/orders/order-lifecycle.server';
import { selectOrderById } from '~/commerce/orders/order.queries.server';
import { orderView } from '~/commerce/orders/order-view.server';
import { refundOrder } from '~/commerce/payments/refund.server';
import { PaymentStartedSchema, OrderSchema } from '~/commerce/contract/order';
import { endpoint, type Endpoint } from '~/commerce/http/endpoint';

/** The endpoints of the area «Оплата». */
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
    handler: async ({ request, params }) => {
      const db = await database();
      const payment = await requireOwnedPayment(db, request, params.id);
      const { outcome } = await readJson(request, TestPaymentConfirmRequestSchema);
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
    handler: async ({ request, params }) => {
      await requireAdmin(request);
      const id = pathId(params.id, ORDER_MESSAGES.notFound);
      const { amount } = await readJson(request, RefundRequestSchema);
      const db = await database();
      await refundOrder(db, id, amount);
      return orderView(db, (await selectOrderById(db, id))!);
    },
  }),
];
