import { afterEach, describe, expect, it, vi } from 'vitest';
import { beaconBody, deviceTypeOf, sendBeacon } from './stats-beacon';

const context = { userId: 42, sessionKey: 'session-1', width: 1280, key: 'public-key' };

describe('the statistics beacon (spec §7)', () => {
  it('tells the device by the shop’s breakpoints', () => {
    expect(deviceTypeOf(320)).toBe('Mobile');
    expect(deviceTypeOf(767)).toBe('Mobile');
    expect(deviceTypeOf(768)).toBe('Tablet');
    expect(deviceTypeOf(1023)).toBe('Tablet');
    expect(deviceTypeOf(1024)).toBe('Desktop');
  });

  it('sends a product view with the product code, version 7 and the key', () => {
    expect(beaconBody({ event: 'product_view', productCode: 'NK-1' }, context)).toEqual({
      event_name: 'product_view',
      fetch_id: 'NK-1',
      fetch_field: 'product_code',
      user_id: 42,
      version: 7,
      session_key: 'session-1',
      device_type: 'Desktop',
      key: 'public-key',
    });
  });

  it('gives a purchase its transaction id and a guest a null user', () => {
    const body = beaconBody(
      { event: 'purchase', orderNumber: '2026-7' },
      { ...context, userId: null, width: 400 },
    );
    expect(body).toMatchObject({
      event_name: 'purchase',
      fetch_id: '2026-7',
      fetch_field: 'order_number',
      transaction_id: '2026-7',
      user_id: null,
      device_type: 'Mobile',
    });
    expect(beaconBody({ event: 'page_view', path: '/cart' }, context)).not.toHaveProperty('transaction_id');
  });

  describe('sending', () => {
    afterEach(() => vi.restoreAllMocks());
    const body = beaconBody({ event: 'page_view', path: '/' }, context);

    it('posts the body as JSON text', () => {
      const send = vi.fn(() => true);
      expect(sendBeacon('https://stats.test/b', body, send)).toBe(true);
      expect(send).toHaveBeenCalledWith('https://stats.test/b', JSON.stringify(body));
    });

    it('logs that the data was not sent when the browser refuses or throws', () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      expect(sendBeacon('https://stats.test/b', body, () => false)).toBe(false);
      expect(
        sendBeacon('https://stats.test/b', body, () => {
          throw new TypeError('blocked');
        }),
      ).toBe(false);
      expect(log).toHaveBeenCalledTimes(2);
      expect(log.mock.calls.every((call) => call[0] === 'Data was not sent')).toBe(true);
    });
  });
});
