// msw stand-in for YooKassa's API v3 (payments): creates payments the way the real one does
// (Basic auth, Idempotence-Key replays, redirect confirmation), answers GET /payments/{id}
// with the status a test sets, and records every request it received.
import { randomUUID } from 'node:crypto';
import { http, HttpResponse } from 'msw';

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
  /** When set, every call answers this HTTP status (an outage). */
  failWith: number | null;
  /** What the shopper did on YooKassa's page. */
  setStatus(id: string, status: YookassaStatus): void;
  handlers: ReturnType<typeof http.post | typeof http.get>[];
}

const expectedAuth = `Basic ${Buffer.from(`${YOOKASSA_TEST_SHOP.shopId}:${YOOKASSA_TEST_SHOP.secretKey}`).toString('base64')}`;

function problem(status: number, code: string, description: string) {
  return HttpResponse.json({ type: 'error', id: randomUUID(), code, description }, { status });
}

/** A fresh fake YooKassa; register `handlers` with msw's setupServer. */
export function yookassaMock(): YookassaMock {
  const byKey = new Map<string, string>();
  const mock: YookassaMock = {
    payments: new Map(),
    requests: [],
    failWith: null,
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
        if (mock.failWith) return problem(mock.failWith, 'internal_server_error', 'Internal server error');
        if (authorization !== expectedAuth)
          return problem(401, 'invalid_credentials', 'Login or password is wrong');
        if (!idempotenceKey) return problem(400, 'invalid_request', 'Idempotence-Key header is missing');
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
      http.get(`${YOOKASSA_TEST_API}/payments/:id`, ({ request, params }) => {
        const authorization = request.headers.get('Authorization');
        mock.requests.push({
          method: 'GET',
          path: `/payments/${String(params.id)}`,
          authorization,
          idempotenceKey: null,
          body: null,
        });
        if (mock.failWith) return problem(mock.failWith, 'internal_server_error', 'Internal server error');
        if (authorization !== expectedAuth)
          return problem(401, 'invalid_credentials', 'Login or password is wrong');
        const payment = mock.payments.get(String(params.id));
        if (!payment) return problem(404, 'not_found', 'Payment not found');
        return HttpResponse.json(payment);
      }),
    ],
  };
  return mock;
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
