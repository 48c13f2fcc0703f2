import { describe, expect, it } from 'vitest';
import {
  moscowDeadline,
  ORDER_SMS,
  orderConfirmationLetter,
  type OrderForMessage,
  orderLink,
} from './order-messages';

const order: OrderForMessage = {
  number: '2611-000123',
  name: 'Анна <b>',
  phone: '+79991112233',
  deliveryType: 'pickup',
  address: '',
  paymentMethod: 'card',
  itemsSum: 20_970,
  discount: 2_097,
  promoCode: 'SUB-7KQ2MZXR4P',
  bonusSpent: 500,
  deliveryFee: 0,
  total: 18_373,
};
const lines = [
  { name: 'Air Max 90', brandName: 'Nike', colorName: 'белый', sizeRu: '42', pricePerItem: 8_990, count: 2 },
  { name: 'Носки', brandName: '', colorName: 'чёрный', sizeRu: 'M', pricePerItem: 2_990, count: 1 },
];
const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

describe('order messages', () => {
  it('link to the tracking page with the number and phone filled in', () => {
    expect(orderLink('https://shop.example/', order)).toBe(
      'https://shop.example/delivery/order-tracking?number=2611-000123&phone=%2B79991112233',
    );
  });

  it('SMS texts carry the number and the link', () => {
    expect(ORDER_SMS.placed('2611-000123', 'L')).toBe(
      'Шаг: заказ 2611-000123 оформлен, спасибо! Напишем, когда он будет готов. L',
    );
    expect(ORDER_SMS.shipped('2611-000123', 'L')).toBe('Шаг: заказ 2611-000123 уже едет к тебе! L');
  });

  it('the pickup hold: the ready SMS and the reminder name the end in Moscow time, the cancellation says why', () => {
    // 21:30 UTC is already the next day in Moscow (UTC+3).
    const end = moscowDeadline(new Date('2026-11-27T21:30:00Z'));
    expect(end).toBe('28 ноября, 00:30 мск');
    expect(ORDER_SMS.readyForPickup('2611-000123', 'Шаг на Тверской (Тверская ул., 7)', end, 'L')).toBe(
      'Шаг: заказ 2611-000123 готов, забирай в магазине Шаг на Тверской (Тверская ул., 7) до 28 ноября, 00:30 мск. L',
    );
    expect(ORDER_SMS.pickupReminder('2611-000123', end, 'L')).toBe(
      'Шаг: заказ 2611-000123 ждёт тебя в магазине до 28 ноября, 00:30 мск. Потом мы его отменим. L',
    );
    expect(ORDER_SMS.pickupExpired('2611-000123', '3 дня', 'L')).toBe(
      'Шаг: заказ 2611-000123 ждал тебя в магазине 3 дня, и мы его отменили. Если он ещё нужен, оформи заново. L',
    );
  });

  it('the letter lists every line and every sum that applies, and escapes what the shopper typed', () => {
    const letter = orderConfirmationLetter(order, lines, 'Шаг на Тверской (Тверская ул., 7)', 'https://s/t');
    const text = nbsp(letter.text);
    expect(letter.subject).toBe('Заказ 2611-000123 оформлен');
    expect(text).toContain('• Nike Air Max 90, белый, размер 42 — 2 × 8 990 ₽ = 17 980 ₽');
    expect(text).toContain('• Носки, чёрный, размер M — 2 990 ₽');
    expect(text).toContain('Товары: 20 970 ₽');
    expect(text).toContain('Скидка по промокоду SUB-7KQ2MZXR4P: −2 097 ₽');
    expect(text).toContain('Оплачено бонусами: −500 ₽');
    expect(text).not.toContain('Доставка:');
    expect(text).toContain('Итого: 18 373 ₽');
    expect(text).toContain('Самовывоз из магазина: Шаг на Тверской (Тверская ул., 7)');
    expect(text).toContain('Оплата: картой онлайн');
    expect(letter.html).toContain('Анна &lt;b&gt;, спасибо за заказ!');
    expect(letter.html).not.toContain('Анна <b>');
  });
});
