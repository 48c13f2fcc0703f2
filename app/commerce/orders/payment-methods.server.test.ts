import { afterEach, describe, expect, test } from 'vitest';
import { parseOrdersConfig, resetOrdersConfigForTests } from '../config/orders.server';
import type { ApiError } from '../http/errors.server';
import { checkPaymentMethod, paymentMethodOptions } from './payment-methods.server';

const KEYS = ['PAYMENT_PROVIDER', 'YOOKASSA_SHOP_ID', 'YOOKASSA_SECRET_KEY', 'YOOKASSA_PAYMENT_METHODS'];
const saved = Object.fromEntries(KEYS.map((key) => [key, process.env[key]]));

function configure(values: Record<string, string | undefined>) {
  for (const key of KEYS) delete process.env[key];
  for (const [key, value] of Object.entries(values)) if (value !== undefined) process.env[key] = value;
  resetOrdersConfigForTests();
}

afterEach(() => configure(saved));

const yookassa = { PAYMENT_PROVIDER: 'yookassa', YOOKASSA_SHOP_ID: '1', YOOKASSA_SECRET_KEY: 'k' };

describe('ways to pay on offer', () => {
  test('the test provider offers every online way, each with its name, then payment on receipt', () => {
    configure({});
    expect(paymentMethodOptions().map((option) => [option.id, option.name])).toEqual([
      ['card', 'Картой онлайн'],
      ['sbp', 'СБП'],
      ['sberpay', 'SberPay'],
      ['tpay', 'T-Pay'],
      ['bnpl', 'Плати частями'],
      ['on_receipt', 'При получении'],
    ]);
  });

  test('YooKassa offers cards alone unless the configuration switches more ways on', () => {
    configure(yookassa);
    expect(paymentMethodOptions().map((option) => option.id)).toEqual(['card', 'on_receipt']);
    configure({ ...yookassa, YOOKASSA_PAYMENT_METHODS: ' sbp, tpay ,card' });
    expect(paymentMethodOptions().map((option) => option.id)).toEqual(['card', 'sbp', 'tpay', 'on_receipt']);
  });

  test('an unknown way in the configuration is a startup error naming it', () => {
    expect(() => parseOrdersConfig({ ...yookassa, YOOKASSA_PAYMENT_METHODS: 'card,qiwi' })).toThrow(/qiwi/);
  });

  test('a way that is off, or pay-in-parts outside 1 000–150 000 ₽, is refused beside the field', () => {
    configure({ ...yookassa, YOOKASSA_PAYMENT_METHODS: 'card,bnpl' });
    expect(() => checkPaymentMethod('card', 500)).not.toThrow();
    expect(() => checkPaymentMethod('on_receipt', 500)).not.toThrow();
    expect(() => checkPaymentMethod('bnpl', 1_000)).not.toThrow();
    expect(() => checkPaymentMethod('bnpl', 150_000)).not.toThrow();
    const refusal = (method: 'sbp' | 'bnpl', total: number) => {
      try {
        checkPaymentMethod(method, total);
      } catch (error) {
        return error as ApiError;
      }
      throw new Error('not refused');
    };
    expect(refusal('sbp', 5_000)).toMatchObject({
      status: 422,
      errors: [{ property: 'paymentMethod', message: 'Этот способ оплаты сейчас недоступен. Выбери другой' }],
    });
    expect(refusal('bnpl', 999).message).toBe(
      'Частями можно оплатить заказ от 1\u00a0000\u00a0₽ до 150\u00a0000\u00a0₽',
    );
    expect(refusal('bnpl', 150_001).status).toBe(422);
  });
});
