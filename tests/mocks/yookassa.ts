// msw stand-in for YooKassa's API v3 (payments): creates payments the way the real one does
// (Basic auth, Idempotence-Key replays, redirect confirmation), answers GET /payments/{id}
// with the status a test sets, and records every request it received.
import { randomUUID } from 'node:crypto';
import { delay, http, HttpResponse } from 'msw';

export const YOOKASSA_TEST_API = 'https://api.yookassa.ru/v3';
export const YOOKASSA_TEST_SHOP = { shopId: '123456', secretKey: 'test_secret_key_for_msw' };

export type YookassaStatus = 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';

export interface FakeYookassaPayment {
  id: string;
  status: YookassaStatus;
  paid: boolean;
  amount: { value: string; currency: string };
  description?: string;
  metadata?: Record<string, string>;
  confirmation: { type: 'redirect'; confirmation_url: string; return_url: string };
  created_at: string;
  test: boolean;
}

export interface FakeYookassaRefund {
  id: string;
  payment_id: string;
  status: 'pending' | 'succeeded' | 'canceled';
  amount: { value: string; currency: string };
  description?: string;
  created_at: string;
}

export interface YookassaRequest {
  method: string;
  path: string;
  authorization: string | null;
  idempotenceKey: string | null;
  body: unknown;
}

export interface YookassaMock {
  payments: Map<string, FakeYookassaPayment>;
  requests: YookassaRequest[];
  refunds: Map<string, FakeYookassaRefund>;
  /** When set, every call answers this HTTP status (an outage). */
  failWith: number | null;
  /** When set, every call answers only after this many ms (a slow or hung YooKassa). */
  delayMs: number | null;
  /** The status a new refund is created with (card refunds usually succeed at once). */
  refundStatus: FakeYookassaRefund['status'];
  /** What happened to a refund afterwards. */
  setRefundStatus(id: string, status: FakeYookassaRefund['status']): void;
  /** What the shopper did on YooKassa's page. */
  setStatus(id: string, status: YookassaStatus): void;
  handlers: ReturnType<typeof http.post | typeof http.get>[];
}

const expectedAuth = `Basic ${Buffer.from(`${YOOKASSA_TEST_SHOP.shopId}:${YOOKASSA_TEST_SHOP.secretKey}`).toString('base64')}`;

function problem(status: number, code: string, description: string, parameter?: string) {
  return HttpResponse.json({ type: 'error', id: randomUUID(), code, description, parameter }, { status });
}

const kopecksOf = (value: string) => Math.round(Number(value) * 100);

/**
 * What YooKassa answers a shop that sends receipts (54-ФЗ) about a payment's receipt: none, or
 * positions that do not add up to the payment, is a 400 invalid_request naming `receipt`.
 */
function receiptProblem(body: Record<string, unknown>) {
  const receipt = body.receipt as
    | {
        customer?: { email?: string; phone?: string };
        items?: { quantity: number; amount: { value: string } }[];
      }
    | undefined;
  if (!receipt?.items?.length)
    return problem(400, 'invalid_request', 'Receipt is missing or illegal', 'receipt');
  if (!receipt.customer?.email && !receipt.customer?.phone)
    return problem(400, 'invalid_request', 'Receipt customer contact is missing', 'receipt.customer');
  const sum = receipt.items.reduce((total, item) => total + kopecksOf(item.amount.value) * item.quantity, 0);
  const amount = kopecksOf((body.amount as { value: string }).value);
  if (sum !== amount)
    return problem(400, 'invalid_request', 'Sum of receipt items does not match the amount', 'receipt.items');
  return null;
}

/** A fresh fake YooKassa; register `handlers` with msw's setupServer. */
export function yookassaMock(): YookassaMock {
  const byKey = new Map<string, string>();
  const refundByKey = new Map<string, string>();
  const mock: YookassaMock = {
    payments: new Map(),
    refunds: new Map(),
    requests: [],
    failWith: null,
    delayMs: null,
    refundStatus: 'succeeded',
    setRefundStatus(id, status) {
      const refund = mock.refunds.get(id);
      if (!refund) throw new Error(`No fake YooKassa refund ${id}`);
      refund.status = status;
    },
    setStatus(id, status) {
      const payment = mock.payments.get(id);
      if (!payment) throw new Error(`No fake YooKassa payment ${id}`);
      payment.status = status;
      payment.paid = status === 'succeeded' || status === 'waiting_for_capture';
    },
    handlers: [
      http.post(`${YOOKASSA_TEST_API}/payments`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        const idempotenceKey = request.headers.get('Idempotence-Key');
        const authorization = request.headers.get('Authorization');
        mock.requests.push({ method: 'POST', path: '/payments', authorization, idempotenceKey, body });
        if (mock.delayMs) await delay(mock.delayMs);
        if (mock.failWith) return problem(mock.failWith, 'internal_server_error', 'Internal server error');
        if (authorization !== expectedAuth)
          return problem(401, 'invalid_credentials', 'Login or password is wrong');
        if (!idempotenceKey) return problem(400, 'invalid_request', 'Idempotence-Key header is missing');
        const refused = receiptProblem(body);
        if (refused) return refused;
        const replay = byKey.get(idempotenceKey);
        if (replay) return HttpResponse.json(mock.payments.get(replay));
        const confirmation = body.confirmation as { return_url: string };
        const id = `2f${randomUUID().replace(/-/g, '').slice(0, 6)}-000f-5000-9000-${Date.now().toString().slice(-12)}`;
        const payment: FakeYookassaPayment = {
          id,
          status: 'pending',
          paid: false,
          amount: body.amount as FakeYookassaPayment['amount'],
          description: body.description as string | undefined,
          metadata: body.metadata as Record<string, string> | undefined,
          confirmation: {
            type: 'redirect',
            confirmation_url: `https://yoomoney.ru/checkout/payments/v2/contract?orderId=${id}`,
            return_url: confirmation.return_url,
          },
          created_at: new Date().toISOString(),
          test: true,
        };
        mock.payments.set(id, payment);
        byKey.set(idempotenceKey, id);
        return HttpResponse.json(payment);
      }),
      http.get(`${YOOKASSA_TEST_API}/payments/:id`, async ({ request, params }) => {
        const authorization = request.headers.get('Authorization');
        mock.requests.push({
          method: 'GET',
          path: `/payments/${String(params.id)}`,
          authorization,
          idempotenceKey: null,
          body: null,
        });
        if (mock.delayMs) await delay(mock.delayMs);
        if (mock.failWith) return problem(mock.failWith, 'internal_server_error', 'Internal server error');
        if (authorization !== expectedAuth)
          return problem(401, 'invalid_credentials', 'Login or password is wrong');
        const payment = mock.payments.get(String(params.id));
        if (!payment) return problem(404, 'not_found', 'Payment not found');
        return HttpResponse.json(payment);
      }),
      // Refunds: only of a succeeded payment, never more than is left of it, with a receipt.
      http.post(`${YOOKASSA_TEST_API}/refunds`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        const idempotenceKey = request.headers.get('Idempotence-Key');
        const authorization = request.headers.get('Authorization');
        mock.requests.push({ method: 'POST', path: '/refunds', authorization, idempotenceKey, body });
        if (mock.delayMs) await delay(mock.delayMs);
        if (mock.failWith) return problem(mock.failWith, 'internal_server_error', 'Internal server error');
        if (authorization !== expectedAuth)
          return problem(401, 'invalid_credentials', 'Login or password is wrong');
        if (!idempotenceKey) return problem(400, 'invalid_request', 'Idempotence-Key header is missing');
        const replay = refundByKey.get(idempotenceKey);
        if (replay) return HttpResponse.json(mock.refunds.get(replay));
        const payment = mock.payments.get(String(body.payment_id));
        if (!payment) return problem(404, 'not_found', 'Payment not found', 'payment_id');
        if (payment.status !== 'succeeded')
          return problem(400, 'invalid_request', 'Payment is not succeeded', 'payment_id');
        const refused = receiptProblem(body);
        if (refused) return refused;
        const amount = kopecksOf((body.amount as { value: string }).value);
        const back = [...mock.refunds.values()]
          .filter((refund) => refund.payment_id === payment.id && refund.status !== 'canceled')
          .reduce((sum, refund) => sum + kopecksOf(refund.amount.value), 0);
        if (amount <= 0 || back + amount > kopecksOf(payment.amount.value))
          return problem(400, 'invalid_request', 'Refund amount exceeds the payment', 'amount');
        const id = `2f${randomUUID().replace(/-/g, '').slice(0, 6)}-0015-5000-a000-${Date.now().toString().slice(-12)}`;
        const refund: FakeYookassaRefund = {
          id,
          payment_id: payment.id,
          status: mock.refundStatus,
          amount: body.amount as FakeYookassaRefund['amount'],
          description: body.description as string | undefined,
          created_at: new Date().toISOString(),
        };
        mock.refunds.set(id, refund);
        refundByKey.set(idempotenceKey, id);
        return HttpResponse.json(refund);
      }),
      http.get(`${YOOKASSA_TEST_API}/refunds/:id`, async ({ request, params }) => {
        const authorization = request.headers.get('Authorization');
        const path = `/refunds/${String(params.id)}`;
        mock.requests.push({ method: 'GET', path, authorization, idempotenceKey: null, body: null });
        if (mock.delayMs) await delay(mock.delayMs);
        if (mock.failWith) return problem(mock.failWith, 'internal_server_error', 'Internal server error');
        if (authorization !== expectedAuth)
          return problem(401, 'invalid_credentials', 'Login or password is wrong');
        const refund = mock.refunds.get(String(params.id));
        if (!refund) return problem(404, 'not_found', 'Refund not found');
        return HttpResponse.json(refund);
      }),
    ],
  };
  return mock;
}

/** The body YooKassa posts to the shop's notification URL for a refund event. */
export function yookassaRefundNotification(refund: Partial<FakeYookassaRefund> & { id: string }) {
  return { type: 'notification', event: 'refund.succeeded', object: { status: 'succeeded', ...refund } };
}

/** The body YooKassa posts to the shop's notification URL for a payment event. */
export function yookassaNotification(
  event: 'payment.succeeded' | 'payment.canceled',
  payment: Partial<FakeYookassaPayment> & { id: string },
) {
  return {
    type: 'notification',
    event,
    object: { status: event.split('.')[1], paid: event === 'payment.succeeded', ...payment },
  };
}
