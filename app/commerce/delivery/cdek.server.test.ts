import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { CDEK_TEST_API, CDEK_TEST_KEYS, cdekMock, NOVOSIBIRSK_CDEK_CODE } from '../../../tests/mocks/cdek';
import { cdekClient, CdekError } from './cdek.server';
import { cdekSettings } from './cdek-config.server';

const mock = cdekMock();
const server = setupServer(...mock.handlers);
const settings = {
  ...CDEK_TEST_KEYS,
  apiUrl: CDEK_TEST_API,
  fromCityCode: 44,
  tariffCode: 136,
  timeoutMs: 300,
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mock.failWith = null;
  mock.delayMs = null;
  mock.requests.length = 0;
});
afterAll(() => server.close());

describe('СДЭК pickup points', () => {
  test('off without keys', () => {
    expect(cdekSettings({})).toBeNull();
    expect(cdekSettings({ CDEK_CLIENT_ID: 'x' })).toBeNull();
    expect(cdekSettings({ CDEK_CLIENT_ID: 'x', CDEK_CLIENT_SECRET: 'y' })).toMatchObject({
      apiUrl: 'https://api.cdek.ru/v2',
      fromCityCode: 44,
      tariffCode: 136,
    });
  });

  test('finds the city, its offices and the tariff there, with one token for all calls', async () => {
    const cdek = cdekClient(settings);
    const code = await cdek.cityCode('Новосибирск');
    expect(code).toBe(NOVOSIBIRSK_CDEK_CODE);
    const points = await cdek.pickupPoints(code!);
    expect(points).toEqual([
      {
        code: 'NSK12',
        name: 'На Красном проспекте',
        address: 'Россия, Новосибирск, Красный проспект, 25',
        workTime: 'Пн-Пт 10:00-20:00, Сб-Вс 10:00-18:00',
        lat: 55.0302,
        lon: 82.9204,
        type: 'PVZ',
      },
      expect.objectContaining({ code: 'NSK40', type: 'POSTAMAT', address: 'ул. Ленина, 1' }),
    ]);
    // 420.50 ₽ is paid as 421: prices are whole roubles, never less than the carrier's.
    expect(await cdek.tariff(code!)).toEqual({ price: 421, daysMin: 3, daysMax: 5, tariffCode: 136 });
    expect(mock.tokensIssued).toBe(1);
    const tariffCall = mock.requests.find((r) => r.path === '/calculator/tariff');
    expect(tariffCall?.body).toMatchObject({
      tariff_code: 136,
      from_location: { code: 44 },
      to_location: { code: NOVOSIBIRSK_CDEK_CODE },
    });
    expect(await cdek.cityCode('Нигдеград')).toBeNull();
  });

  test('a kept token СДЭК stops accepting is replaced once, and the call goes through', async () => {
    const cdek = cdekClient(settings);
    expect(await cdek.cityCode('Новосибирск')).toBe(NOVOSIBIRSK_CDEK_CODE);
    // Another СДЭК that never issued the kept token (as after a revocation).
    const fresh = cdekMock();
    server.use(...fresh.handlers);
    try {
      expect(await cdek.pickupPoints(NOVOSIBIRSK_CDEK_CODE)).toHaveLength(2);
      expect(fresh.tokensIssued).toBe(1);
      expect(fresh.requests.map((r) => r.path.split('?')[0])).toEqual([
        '/deliverypoints',
        '/oauth/token',
        '/deliverypoints',
      ]);
    } finally {
      server.resetHandlers();
    }
  });

  test('a tariff of several pairs asks for a box per pair', async () => {
    await cdekClient(settings).tariff(NOVOSIBIRSK_CDEK_CODE, 3);
    const tariffCall = mock.requests.find((r) => r.path === '/calculator/tariff');
    expect((tariffCall?.body as { packages: unknown[] }).packages).toEqual(
      Array(3).fill({ weight: 1500, length: 35, width: 25, height: 15 }),
    );
  });

  test('wrong keys, an outage and a hung СДЭК become CdekError', async () => {
    await expect(
      cdekClient({ ...settings, clientSecret: 'wrong' }).cityCode('Новосибирск'),
    ).rejects.toBeInstanceOf(CdekError);
    const cdek = cdekClient(settings);
    mock.failWith = 502;
    await expect(cdek.pickupPoints(NOVOSIBIRSK_CDEK_CODE)).rejects.toThrow(/answered 502/);
    mock.failWith = null;
    mock.delayMs = 1_000;
    await expect(cdek.tariff(NOVOSIBIRSK_CDEK_CODE)).rejects.toThrow(/unreachable/);
  });
});
