import { randomUUID } from 'node:crypto';
import type { Payment, TestPaymentOutcome } from '../contract/payment';
import type { OrderStatus, PaymentMethod, PaymentStatus } from '../contract/order';
import { type OnlinePaymentMethod, PAYMENT_METHOD_NAMES } from '../contract/payment-methods';
import type { Db } from '../db/client.server';
import { ApiError } from '../http/errors.server';
import { ordersConfig } from '../config/orders.server';
import {
  lockOrder,
  markOrderPaid,
  markOrderPaymentFailed,
  markOrderPaymentPending,
  moveOrderStatus,
  type OrderRow,
  selectOrderById,
} from '../orders/order.queries.server';
import { creditEarnedBonuses } from '../orders/order-lifecycle.server';
import { ownerCanPay } from '../orders/order-status';
import {
  insertPayment,
  type PaymentRow,
  recordProviderPayment,
  selectLatestPayment,
  settlePayment,
} from '../payment-records/payment.queries.server';
import { type PaymentProvider, PaymentProviderError, type ProviderStatus } from './provider.server';
import { orderReceipt } from './order-receipt.server';
import { testProvider } from './test-provider.server';
import { yookassaProvider } from './yookassa.server';
import { logger } from '../../utils/log.server';

const log = logger('payments');

export const PAYMENT_MESSAGES = {
  notAwaiting: 'Этот заказ не ждёт оплаты',
  unavailable: 'Не получилось начать оплату. Попробуй ещё раз чуть позже',
  notFound: 'Платёж не найден',
  alreadySettled: 'Платёж уже завершён',
} as const;

/** The provider of new card payments: PAYMENT_PROVIDER (the built-in test one by default). */
export function activeProvider(): PaymentProvider {
  return providerNamed(ordersConfig().PAYMENT_PROVIDER);
}

/** The provider a stored payment was made with. */
export function providerNamed(name: string): PaymentProvider {
  if (name === 'test') return testProvider;
  const config = ordersConfig();
  if (name === 'yookassa' && config.YOOKASSA_SHOP_ID && config.YOOKASSA_SECRET_KEY) {
    return yookassaProvider({
      shopId: config.YOOKASSA_SHOP_ID,
      secretKey: config.YOOKASSA_SECRET_KEY,
      apiUrl: config.YOOKASSA_API_URL,
      timeoutMs: config.YOOKASSA_TIMEOUT_MS,
    });
  }
  throw new PaymentProviderError(`Payment provider ${name} is not configured`);
}

/** The order's done page, where a provider sends the shopper back. */
export function orderReturnUrl(origin: string, orderId: number): string {
  return `${origin}/order/done/${orderId}`;
}

/**
 * Starts a card payment for an order, or hands back the one still waiting (a double click
 * or a repeated order submit never opens two payments). A provider failure leaves the order
 * as it was and answers 503.
 */
export async function startPayment(
  db: Db,
  order: OrderRow,
  origin: string,
  provider = activeProvider(),
): Promise<PaymentRow> {
  if (
    !ownerCanPay(
      order.status as OrderStatus,
      order.paymentMethod as PaymentMethod,
      order.paymentStatus as PaymentStatus,
    )
  ) {
    throw new ApiError(409, PAYMENT_MESSAGES.notAwaiting);
  }
  const latest = await selectLatestPayment(db, order.id);
  if (latest?.status === 'pending' && latest.confirmationUrl) return latest;

  const receipt = await orderReceipt(db, order);
  const payment = await insertPayment(db, {
    orderId: order.id,
    provider: provider.name,
    amount: order.total,
    idempotenceKey: `order-${order.id}-${randomUUID()}`,
  });
  await markOrderPaymentPending(db, order.id);
  try {
    const created = await provider.create({
      paymentId: payment.id,
      orderId: order.id,
      amount: order.total,
      description: `Заказ №${order.number}`,
      method: order.paymentMethod as OnlinePaymentMethod,
      receipt,
      returnUrl: orderReturnUrl(origin, order.id),
      idempotenceKey: payment.idempotenceKey,
    });
    await recordProviderPayment(db, payment.id, {
      externalId: created.externalId,
      confirmationUrl: created.confirmationUrl,
      raw: created.raw,
    });
    return {
      ...payment,
      externalId: created.externalId,
      confirmationUrl: created.confirmationUrl,
      raw: created.raw,
    };
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    log.error({ error: error.message }, `could not start a payment for order ${order.id}`);
    await settlePayment(db, payment.id, 'canceled', { error: error.message });
    throw new ApiError(503, PAYMENT_MESSAGES.unavailable);
  }
}

/**
 * Records a payment's final status once (repeats change nothing): success marks the order
 * paid, credits its earned points and confirms a new order; a failure marks the order's
 * payment failed unless it is paid. The order row is locked first, so it changes one way at a time.
 */
export async function applyPaymentStatus(
  db: Db,
  payment: PaymentRow,
  status: ProviderStatus,
  raw?: unknown,
): Promise<void> {
  if (status === 'pending') return;
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, payment.orderId);
    if (!order || !(await settlePayment(tx, payment.id, status, raw))) return;
    if (status === 'canceled') {
      await markOrderPaymentFailed(tx, order.id);
      return;
    }
    await markOrderPaid(tx, order.id);
    await creditEarnedBonuses(tx, order);
    if (order.status === 'new') await moveOrderStatus(tx, order.id, 'new', 'confirmed', 'Оплата получена');
  });
}

/**
 * Asks the provider for a payment's real status and records it. Throws PaymentProviderError
 * when the provider cannot be asked; a payment that does not match ours is left alone.
 */
export async function syncWithProvider(db: Db, payment: PaymentRow): Promise<void> {
  if (payment.status !== 'pending' || !payment.externalId) return;
  const provider = providerNamed(payment.provider);
  if (!provider.remote) return;
  const fetched = await provider.fetch(payment.externalId);
  if (
    fetched.amount !== payment.amount ||
    (fetched.orderId !== null && fetched.orderId !== payment.orderId)
  ) {
    log.error(`payment ${payment.id} does not match what ${provider.name} reports; left as it is`);
    return;
  }
  await applyPaymentStatus(db, payment, fetched.status, fetched.raw);
}

/** Like syncWithProvider for a shopper back from the provider's page: an outage leaves it pending. */
export async function refreshPayment(db: Db, payment: PaymentRow): Promise<void> {
  try {
    await syncWithProvider(db, payment);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    log.error({ error: error.message }, `could not check payment ${payment.id}`);
  }
}

/**
 * How the test provider ends a payment for each choice on its page, written the way YooKassa
 * writes a canceled payment's cancellation_details, so the order reads the same either way.
 */
const TEST_ENDINGS: Record<
  Exclude<TestPaymentOutcome, 'abandoned'>,
  { status: 'succeeded' | 'canceled'; raw: unknown }
> = {
  succeeded: { status: 'succeeded', raw: { outcome: 'succeeded' } },
  failed: {
    status: 'canceled',
    raw: {
      outcome: 'failed',
      cancellation_details: { party: 'payment_network', reason: 'payment_method_restricted' },
    },
  },
  timeout: {
    status: 'canceled',
    raw: {
      outcome: 'timeout',
      cancellation_details: { party: 'yoo_money', reason: 'expired_on_confirmation' },
    },
  },
};

/**
 * The demo shopper's choice on the test payment page settles a test payment; leaving it
 * ('abandoned') changes nothing, so the order keeps waiting and 'Оплатить' opens it again.
 */
export async function confirmTestPayment(
  db: Db,
  payment: PaymentRow,
  outcome: TestPaymentOutcome,
): Promise<void> {
  if (payment.provider !== 'test' || ordersConfig().PAYMENT_PROVIDER !== 'test') {
    throw new ApiError(404, PAYMENT_MESSAGES.notFound);
  }
  if (payment.status !== 'pending') throw new ApiError(409, PAYMENT_MESSAGES.alreadySettled);
  if (outcome === 'abandoned') return;
  const ending = TEST_ENDINGS[outcome];
  await applyPaymentStatus(db, payment, ending.status, ending.raw);
}

/** A payment as its owner sees it. */
export async function paymentAnswer(db: Db, payment: PaymentRow, origin: string): Promise<Payment> {
  const order = await selectOrderById(db, payment.orderId);
  const method = (order?.paymentMethod ?? 'card') as PaymentMethod;
  return {
    id: payment.id,
    orderId: payment.orderId,
    orderNumber: order?.number ?? '',
    provider: payment.provider,
    status: payment.status as Payment['status'],
    amount: payment.amount,
    method,
    methodName: PAYMENT_METHOD_NAMES[method],
    confirmationUrl: payment.confirmationUrl,
    returnUrl: orderReturnUrl(origin, payment.orderId).replace(origin, ''),
  };
}
