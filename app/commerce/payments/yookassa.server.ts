import { z } from 'zod';
import type { OnlinePaymentMethod } from '../contract/payment-methods';
import {
  type CreatePaymentInput,
  type CreateRefundInput,
  type ProviderRefund,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderPayment,
  type ProviderStatus,
} from './provider.server';

/**
 * YooKassa's payment_method_data.type of each way to pay (its documentation's «Тип способа
 * оплаты в API»): the shopper chose the way at checkout, so YooKassa's page opens on it.
 */
export const YOOKASSA_METHOD_TYPES: Record<OnlinePaymentMethod, string> = {
  card: 'bank_card',
  sbp: 'sbp',
  sberpay: 'sberbank',
  tpay: 'tinkoff_bank',
  bnpl: 'sber_bnpl',
};

export interface YookassaSettings {
  shopId: string;
  secretKey: string;
  /** https://api.yookassa.ru/v3 */
  apiUrl: string;
  /** Per request; the provider is someone else's server. */
  timeoutMs?: number;
}

/** The part of YooKassa's payment object the shop reads. */
const YookassaPaymentSchema = z.object({
  id: z.string().min(1),
  status: z.enum(['pending', 'waiting_for_capture', 'succeeded', 'canceled']),
  paid: z.boolean().optional(),
  amount: z.object({ value: z.string(), currency: z.string() }),
  confirmation: z.object({ type: z.string(), confirmation_url: z.string().url().optional() }).optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});

/** The part of YooKassa's refund object the shop reads. */
const YookassaRefundSchema = z.object({
  id: z.string().min(1),
  payment_id: z.string().min(1),
  status: z.enum(['pending', 'succeeded', 'canceled']),
  amount: z.object({ value: z.string(), currency: z.string() }),
});

/**
 * A notification YooKassa posts to the shop. Only the payment id is taken from it: the
 * status is then asked from YooKassa itself, because anyone can post this body.
 */
export const YookassaNotificationSchema = z.object({
  type: z.literal('notification'),
  event: z.string(),
  object: z.object({ id: z.string().min(1).max(64) }),
});

/** Whole roubles as YooKassa writes amounts: '1234.00'. */
export function toYookassaAmount(roubles: number): string {
  return `${roubles}.00`;
}

/** YooKassa's '1234.00' back to whole roubles (kopecks would mean someone else's payment). */
export function fromYookassaAmount(value: string): number {
  return Number.parseFloat(value);
}

function statusOf(status: z.infer<typeof YookassaPaymentSchema>['status']): ProviderStatus {
  // With capture: true a payment should never wait for capture; until it is captured it is not money.
  return status === 'succeeded' || status === 'canceled' ? status : 'pending';
}

function toProviderPayment(body: unknown): ProviderPayment {
  const parsed = YookassaPaymentSchema.safeParse(body);
  if (!parsed.success) throw new PaymentProviderError('YooKassa answered with an unexpected payment object');
  const payment = parsed.data;
  const orderId = Number(payment.metadata?.orderId);
  return {
    externalId: payment.id,
    status: statusOf(payment.status),
    amount: fromYookassaAmount(payment.amount.value),
    currency: payment.amount.currency,
    confirmationUrl: payment.confirmation?.confirmation_url ?? null,
    orderId: Number.isSafeInteger(orderId) ? orderId : null,
    raw: body,
  };
}

function toProviderRefund(body: unknown): ProviderRefund {
  const parsed = YookassaRefundSchema.safeParse(body);
  if (!parsed.success) throw new PaymentProviderError('YooKassa answered with an unexpected refund object');
  const refund = parsed.data;
  return {
    externalId: refund.id,
    paymentExternalId: refund.payment_id,
    status: refund.status,
    amount: fromYookassaAmount(refund.amount.value),
    raw: body,
  };
}

/** YooKassa (ЮKassa) through its HTTP API v3: Basic auth with shop id and secret key. */
export function yookassaProvider(settings: YookassaSettings): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${settings.shopId}:${settings.secretKey}`).toString('base64')}`;
  const base = settings.apiUrl.replace(/\/+$/, '');

  async function call(path: string, init: RequestInit): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        ...init,
        headers: { Authorization: authorization, Accept: 'application/json', ...init.headers },
        signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new PaymentProviderError(`YooKassa is unreachable: ${(error as Error).message}`);
    }
    const text = await response.text();
    if (!response.ok)
      throw new PaymentProviderError(`YooKassa answered ${response.status}: ${text.slice(0, 300)}`);
    try {
      return JSON.parse(text);
    } catch {
      throw new PaymentProviderError('YooKassa answered with malformed JSON');
    }
  }

  return {
    name: 'yookassa',
    remote: true,
    async create(input: CreatePaymentInput) {
      const body = {
        amount: { value: toYookassaAmount(input.amount), currency: 'RUB' },
        capture: true,
        payment_method_data: { type: YOOKASSA_METHOD_TYPES[input.method] },
        confirmation: { type: 'redirect', return_url: input.returnUrl },
        // YooKassa keeps at most 128 characters of a description.
        description: input.description.slice(0, 128),
        metadata: { orderId: String(input.orderId), paymentId: String(input.paymentId) },
        receipt: input.receipt,
      };
      const answer = await call('/payments', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotence-Key': input.idempotenceKey },
        body: JSON.stringify(body),
      });
      return toProviderPayment(answer);
    },
    async fetch(externalId: string) {
      return toProviderPayment(await call(`/payments/${encodeURIComponent(externalId)}`, { method: 'GET' }));
    },
    async refund(input: CreateRefundInput) {
      const body = {
        payment_id: input.paymentExternalId,
        amount: { value: toYookassaAmount(input.amount), currency: 'RUB' },
        // The refund's reason; YooKassa takes up to 250 characters.
        description: input.description.slice(0, 250),
        receipt: input.receipt,
      };
      const answer = await call('/refunds', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotence-Key': input.idempotenceKey },
        body: JSON.stringify(body),
      });
      return toProviderRefund(answer);
    },
    async fetchRefund(externalId: string) {
      return toProviderRefund(await call(`/refunds/${encodeURIComponent(externalId)}`, { method: 'GET' }));
    },
  };
}
