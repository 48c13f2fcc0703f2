import { describe, expect, it } from 'vitest';
import { loggablePath, maskEmail, maskLinks, maskPhone, maskRecipient } from './log-redact';

describe('masking for the log', () => {
  it('keeps two digits of a phone and the top-level domain of an e-mail', () => {
    expect(maskPhone('+79991234567')).toBe('+7********67');
    expect(maskPhone('89991234567')).toBe('+8********67');
    expect(maskEmail('ivan.petrov@example.ru')).toBe('i***@***.ru');
    expect(maskRecipient('anna@shop.test')).toBe('a***@***.test');
    expect(maskRecipient('+79990001122')).toBe('+7********22');
  });

  it('masks the token of a confirmation or unsubscribe link, and query values but harmless ones', () => {
    expect(loggablePath('/subscribe/confirm/Abc123-xyz')).toBe('/subscribe/confirm/***');
    expect(loggablePath('/subscribe/confirm/Abc123-xyz.data?_routes=x')).toBe(
      '/subscribe/confirm/***.data?_routes=***',
    );
    expect(loggablePath('/stock-alerts/unsubscribe/tok3n?outcome=done')).toBe(
      '/stock-alerts/unsubscribe/***?outcome=***',
    );
    expect(loggablePath('/api/mindbox/customer/subscribe/confirm?token=s3cret')).toBe(
      '/api/mindbox/customer/subscribe/confirm?token=***',
    );
    expect(loggablePath('/api/exchange/1c?type=catalog&mode=file&filename=import.xml')).toBe(
      '/api/exchange/1c?type=catalog&mode=file&filename=import.xml',
    );
    expect(loggablePath('/catalog/man/?page=2&q=ivan@example.ru')).toBe('/catalog/man/?page=2&q=***');
    expect(loggablePath('/x?ivan@example.ru')).toBe('/x?***');
  });

  it('masks any long random-looking path segment', () => {
    const token = 'a8Kd93jfLq0PzX7mN2bV5cR1tY6uW4eS9oI';
    expect(loggablePath(`/somewhere/${token}/next`)).toBe('/somewhere/***/next');
    expect(loggablePath('/product/krossovki-nike-air-max-90-white-2024')).toBe(
      '/product/krossovki-nike-air-max-90-white-2024',
    );
  });

  it('masks the links in a message’s text, keeping its words', () => {
    expect(
      maskLinks(
        'Заказ 2611-000001 оформлен. http://127.0.0.1:3000/delivery/order-tracking?number=2611-000001&phone=%2B79510110201 Отписаться: https://shop.example/stock-alerts/unsubscribe/tok3n',
      ),
    ).toBe(
      'Заказ 2611-000001 оформлен. http://127.0.0.1:3000/delivery/order-tracking?number=***&phone=*** Отписаться: https://shop.example/stock-alerts/unsubscribe/***',
    );
    expect(maskLinks('Код для входа: 1234.')).toBe('Код для входа: 1234.');
  });
});
