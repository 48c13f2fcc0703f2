import { describe, expect, test } from 'vitest';
import {
  canMove,
  orderNumber,
  ownerCanCancel,
  ownerCanPay,
  paymentStatusName,
  stepsForwardTo,
} from './order-status';

describe('order statuses', () => {
  test('an order moves forward one step at a time, the last step depending on delivery', () => {
    expect(canMove('new', 'confirmed', 'courier')).toBe(true);
    expect(canMove('confirmed', 'assembling', 'pickup')).toBe(true);
    expect(canMove('assembling', 'shipped', 'courier')).toBe(true);
    expect(canMove('assembling', 'shipped', 'pickup')).toBe(false);
    expect(canMove('assembling', 'ready_for_pickup', 'pickup')).toBe(true);
    expect(canMove('assembling', 'ready_for_pickup', 'courier')).toBe(false);
    expect(canMove('shipped', 'done', 'courier')).toBe(true);
    expect(canMove('new', 'done', 'courier')).toBe(false);
    expect(canMove('confirmed', 'new', 'courier')).toBe(false);
  });

  test('an order to a carrier’s pickup point is shipped, then ready at the point, then done', () => {
    expect(canMove('assembling', 'shipped', 'pickup_point')).toBe(true);
    expect(canMove('shipped', 'ready_for_pickup', 'pickup_point')).toBe(true);
    expect(canMove('ready_for_pickup', 'done', 'pickup_point')).toBe(true);
    expect(canMove('shipped', 'ready_for_pickup', 'courier')).toBe(false);
    expect(canMove('shipped', 'ready_for_pickup', 'pickup')).toBe(false);
  });

  test('the carrier’s news brings an order forward step by step, never back', () => {
    expect(stepsForwardTo('shipped', 'done', 'courier')).toEqual(['done']);
    expect(stepsForwardTo('assembling', 'done', 'courier')).toEqual(['shipped', 'done']);
    expect(stepsForwardTo('shipped', 'done', 'pickup_point')).toEqual(['ready_for_pickup', 'done']);
    expect(stepsForwardTo('new', 'ready_for_pickup', 'pickup_point')).toEqual([
      'confirmed',
      'assembling',
      'shipped',
      'ready_for_pickup',
    ]);
    expect(stepsForwardTo('ready_for_pickup', 'shipped', 'pickup_point')).toEqual([]);
    expect(stepsForwardTo('done', 'done', 'courier')).toEqual([]);
    expect(stepsForwardTo('cancelled', 'done', 'courier')).toEqual([]);
    expect(stepsForwardTo('shipped', 'ready_for_pickup', 'courier')).toEqual([]);
  });

  test('anything unfinished can be cancelled; done and cancelled are final', () => {
    for (const from of ['new', 'confirmed', 'assembling', 'shipped', 'ready_for_pickup'] as const) {
      expect(canMove(from, 'cancelled', 'courier') || canMove(from, 'cancelled', 'pickup')).toBe(true);
    }
    expect(canMove('done', 'cancelled', 'courier')).toBe(false);
    expect(canMove('cancelled', 'new', 'courier')).toBe(false);
  });

  test('owners cancel orders until they leave the shop, and pay only waiting online orders', () => {
    for (const status of ['new', 'confirmed', 'assembling'] as const)
      expect(ownerCanCancel(status)).toBe(true);
    for (const status of ['shipped', 'ready_for_pickup', 'done', 'cancelled'] as const) {
      expect(ownerCanCancel(status)).toBe(false);
    }
    expect(ownerCanPay('new', 'sbp', 'failed')).toBe(true);
    expect(ownerCanPay('new', 'bnpl', 'pending')).toBe(true);
    expect(ownerCanPay('new', 'card', 'failed')).toBe(true);
    expect(ownerCanPay('new', 'card', 'paid')).toBe(false);
    expect(ownerCanPay('new', 'on_receipt', 'pending')).toBe(false);
    expect(ownerCanPay('cancelled', 'card', 'pending')).toBe(false);
  });

  test('payment status reads by method', () => {
    expect(paymentStatusName('on_receipt', 'pending')).toBe('Оплата при получении');
    expect(paymentStatusName('card', 'pending')).toBe('Ожидает оплаты');
    expect(paymentStatusName('card', 'paid')).toBe('Оплачен');
  });

  test('numbers carry the Moscow year and month and the padded id', () => {
    expect(orderNumber(123, new Date('2026-11-22T10:00:00Z'))).toBe('2611-000123');
    // 22:30 UTC on 31 December is already January in Moscow.
    expect(orderNumber(7, new Date('2026-12-31T22:30:00Z'))).toBe('2701-000007');
    expect(orderNumber(1_234_567, new Date('2026-11-22T10:00:00Z'))).toBe('2611-1234567');
  });
});
