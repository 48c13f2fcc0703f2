import { describe, expect, test } from 'vitest';
import { cityAfterV, dateRange, deliveryPromise, moscowDayAfter } from './delivery-dates';

describe('delivery promise', () => {
  test('reads the way the issue writes it', () => {
    // 24 November, 12:00 Moscow time; 3–5 days.
    const now = new Date(Date.UTC(2026, 10, 24, 9, 0));
    expect(deliveryPromise('Новосибирск', 3, 5, now)).toEqual({
      dateFrom: '2026-11-27',
      dateTo: '2026-11-29',
      text: 'Доставим в Новосибирск 27–29 ноября',
    });
  });

  test('counts days from the Moscow date: 22:30 UTC is already the next day in Moscow', () => {
    expect(moscowDayAfter(new Date(Date.UTC(2026, 10, 24, 22, 30)), 0).toISOString()).toBe(
      '2026-11-25T00:00:00.000Z',
    );
  });

  test('ranges across months and years, and a single day', () => {
    const day = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d));
    expect(dateRange(day(2026, 10, 30), day(2026, 11, 2))).toBe('30 ноября – 2 декабря');
    expect(dateRange(day(2026, 11, 30), day(2027, 0, 3))).toBe('30 декабря – 3 января');
    expect(dateRange(day(2026, 11, 5), day(2026, 11, 5))).toBe('5 декабря');
  });

  test('city names after «в»', () => {
    expect(cityAfterV('Москва')).toBe('Москву');
    expect(cityAfterV('Казань')).toBe('Казань');
    expect(cityAfterV('Тверь')).toBe('Тверь');
    expect(cityAfterV('Самара')).toBe('Самару');
    expect(cityAfterV('Санкт-Петербург')).toBe('Санкт-Петербург');
    expect(cityAfterV('Ростов-на-Дону')).toBe('Ростов-на-Дону');
    expect(cityAfterV('Нижний Новгород')).toBe('Нижний Новгород');
    expect(cityAfterV('Белая Калитва')).toBe('Белую Калитву');
    expect(cityAfterV('Набережные Челны')).toBe('Набережные Челны');
    expect(cityAfterV('Шарья')).toBe('Шарью');
  });
});
