import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { YOOKASSA_TEST_API, YOOKASSA_TEST_SHOP, yookassaMock } from '../../../tests/mocks/yookassa';
import { PaymentProviderError } from './provider.server';
import { fromYookassaAmount, toYookassaAmount, yookassaProvider } from './yookassa.server';

const mock = yookassaMock();
const server = setupServer(...mock.handlers);
const provider = yookassaProvider({ ...YOOKASSA_TEST_SHOP, apiUrl: YOOKASSA_TEST_API });
const input = {
  paymentId: 41,
  orderId: 17,
  amount: 12_490,
  description: 'Заказ №2611-000017',
  returnUrl: 'https://shop.example/order/done/17',
  idempotenceKey: 'order-17-first',
  method: 'card' as const,
  receipt: {
    customer: { email: 'oleg@example.ru', phone: '79161234567' },
    items: [
      {
        description: 'Кроссовки, чёрный, р. 42',
        quantity: 1,
        amount: { value: '12490.00', currency: 'RUB' as const },
        vat_code: 11,
        payment_mode: 'full_prepayment',
        payment_subject: 'commodity' as const,
      },
    ],
  },
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mock.failWith = null;
  mock.requests.length = 0;
});
afterAll(() => server.close());

describe('YooKassa provider', () => {
  test('amounts travel as roubles with kopecks', () => {
    expect(toYookassaAmount(12_490)).toBe('12490.00');
    expect(fromYookassaAmount('12490.00')).toBe(12_490);
  });

  test('creates a redirect payment with Basic auth, an idempotence key, capture and the order in metadata', async () => {
    const payment = await provider.create(input);
    expect(payment).toMatchObject({ status: 'pending', amount: 12_490, currency: 'RUB', orderId: 17 });
    expect(payment.confirmationUrl).toMatch(/^https:\/\/yoomoney\.ru\/checkout\//);
    const [request] = mock.requests;
    expect(request.idempotenceKey).toBe('order-17-first');
    expect(request.body).toEqual({
      amount: { value: '12490.00', currency: 'RUB' },
      capture: true,
      payment_method_data: { type: 'bank_card' },
      confirmation: { type: 'redirect', return_url: 'https://shop.example/order/done/17' },
      description: 'Заказ №2611-000017',
      metadata: { orderId: '17', paymentId: '41' },
      receipt: input.receipt,
    });
  });

  test.each([
    ['sbp', 'sbp'],
    ['sberpay', 'sberbank'],
    ['tpay', 'tinkoff_bank'],
    ['bnpl', 'sber_bnpl'],
  ] as const)('the way %s is asked of YooKassa as payment_method_data.type %s', async (method, type) => {
    await provider.create({ ...input, method, idempotenceKey: `order-17-${method}` });
    expect(mock.requests[0].body).toMatchObject({ payment_method_data: { type } });
  });

  test('a repeated create with the same key is the same payment', async () => {
    const first = await provider.create({ ...input, idempotenceKey: 'order-17-repeat' });
    const again = await provider.create({ ...input, idempotenceKey: 'order-17-repeat' });
    expect(again.externalId).toBe(first.externalId);
  });

  test('fetch reads the status YooKassa holds', async () => {
    const created = await provider.create({ ...input, idempotenceKey: 'order-17-fetch' });
    mock.setStatus(created.externalId, 'succeeded');
    expect(await provider.fetch(created.externalId)).toMatchObject({ status: 'succeeded', amount: 12_490 });
    mock.setStatus(created.externalId, 'waiting_for_capture');
    expect((await provider.fetch(created.externalId)).status).toBe('pending');
  });

  test('refusals and outages become PaymentProviderError', async () => {
    const wrongKey = yookassaProvider({
      ...YOOKASSA_TEST_SHOP,
      secretKey: 'wrong',
      apiUrl: YOOKASSA_TEST_API,
    });
    await expect(wrongKey.create(input)).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(provider.fetch('no-such-payment')).rejects.toBeInstanceOf(PaymentProviderError);
    const short = {
      ...input.receipt,
      items: [{ ...input.receipt.items[0], amount: { value: '12489.99', currency: 'RUB' as const } }],
    };
    await expect(provider.create({ ...input, receipt: short })).rejects.toThrow(/answered 400.*receipt/);
    mock.failWith = 500;
    await expect(provider.create(input)).rejects.toThrow(/answered 500/);
  });
});
