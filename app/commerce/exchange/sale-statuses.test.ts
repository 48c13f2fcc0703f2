import { describe, expect, test } from 'vitest';
import { paidIn1C, statusFrom1C, stepsBetween } from './sale-statuses';

describe('statusFrom1C', () => {
  test('reads the shop’s own names and 1С’s usual words', () => {
    expect(statusFrom1C({ 'статус заказа': 'Передан в доставку' })).toBe('shipped');
    expect(statusFrom1C({ 'статус заказа': 'Отгружен' })).toBe('shipped');
    expect(statusFrom1C({ 'статус заказа': 'К выдаче' })).toBe('ready_for_pickup');
    expect(statusFrom1C({ 'статус заказа': 'Закрыт' })).toBe('done');
    expect(statusFrom1C({ 'статус заказа': 'Согласован' })).toBe('confirmed');
    expect(statusFrom1C({ 'статус заказа': 'Непонятно что' })).toBeNull();
    expect(statusFrom1C({})).toBeNull();
  });

  test('«Отменен» = true cancels whatever the status says', () => {
    expect(statusFrom1C({ 'статус заказа': 'Согласован', отменен: 'true' })).toBe('cancelled');
  });
});

describe('paidIn1C', () => {
  test('the paid flag or a real payment date', () => {
    expect(paidIn1C({ 'заказ оплачен': 'true' })).toBe(true);
    expect(paidIn1C({ 'дата оплаты по 1с': '2026-11-24T10:00:00' })).toBe(true);
    expect(paidIn1C({ 'дата оплаты по 1с': '0001-01-01T00:00:00' })).toBe(false);
    expect(paidIn1C({ 'заказ оплачен': 'false' })).toBe(false);
  });
});

describe('stepsBetween', () => {
  test('walks the shop’s steps forward for the order’s delivery', () => {
    expect(stepsBetween('new', 'shipped', 'courier')).toEqual(['confirmed', 'assembling', 'shipped']);
    expect(stepsBetween('confirmed', 'done', 'pickup')).toEqual(['assembling', 'ready_for_pickup', 'done']);
    expect(stepsBetween('assembling', 'cancelled', 'courier')).toEqual(['cancelled']);
  });

  test('never goes back, past the end or to the other delivery’s status', () => {
    expect(stepsBetween('shipped', 'confirmed', 'courier')).toEqual([]);
    expect(stepsBetween('done', 'cancelled', 'courier')).toEqual([]);
    expect(stepsBetween('new', 'ready_for_pickup', 'courier')).toEqual([]);
  });
});
