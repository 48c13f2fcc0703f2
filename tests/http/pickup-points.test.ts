// docs/product.md#payments-and-delivery: СДЭК pickup points of the shopper's city behind GET /api/delivery/pickup-points:
// without СДЭК's keys the demo carrier's in the demo (the test server has no keys) and none in
// production, and with them, through msw standing in for СДЭК, the city's offices
// and the tariff there; a СДЭК outage is a 503.
import fs from 'node:fs';
import path from 'node:path';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { type DatabaseHandle, openDatabase } from '~/commerce/db/client.server';
import { pickupPointsIn } from '~/commerce/delivery/pickup-points.server';
import { CDEK_TEST_API, CDEK_TEST_KEYS, cdekMock } from '../mocks/cdek';
import { testDataDir } from '../setup/paths';
import { copyTemplate, ensureTemplate } from '../setup/template';
import { call } from './basket.kit';

const baseUrl = inject('baseUrl');
const mock = cdekMock();
const server = setupServer(...mock.handlers);
const directory = path.join(testDataDir, `cdek-${process.pid}`);
const keys = {
  CDEK_CLIENT_ID: CDEK_TEST_KEYS.clientId,
  CDEK_CLIENT_SECRET: CDEK_TEST_KEYS.clientSecret,
  CDEK_API_URL: CDEK_TEST_API,
};
let handle: DatabaseHandle;
let novosibirsk: number;

beforeAll(async () => {
  const found = await call(
    baseUrl,
    'GET',
    `/api/location/cities/by-name/?city=${encodeURIComponent('Новосибирск')}`,
  );
  novosibirsk = (found.body as { id: number; name: string }[]).find(
    (city) => city.name === 'Новосибирск',
  )!.id;
  await ensureTemplate();
  copyTemplate(directory);
  handle = await openDatabase({ directory: path.join(directory, 'pglite') });
  server.listen({
    onUnhandledRequest: (request, print) => {
      if (!request.url.startsWith(baseUrl)) print.error();
    },
  });
}, 180_000);

afterAll(async () => {
  server.close();
  for (const key of Object.keys(keys)) delete process.env[key];
  await handle?.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

describe('pickup points', () => {
  test('without СДЭК’s keys the demo carrier answers; bad and unknown cities are refused', async () => {
    // The shared test server runs as `npm start` does: SHOP_MODE=demo, no СДЭК keys.
    const demo = await call(baseUrl, 'GET', `/api/delivery/pickup-points?cityId=${novosibirsk}`);
    expect(demo.status).toBe(200);
    expect(demo.body).toMatchObject({
      enabled: true,
      carrier: 'cdek',
      cityId: novosibirsk,
      tariff: { price: 349, daysMin: 4, daysMax: 6, tariffCode: 0 },
    });
    const points = (demo.body as { points: { code: string; name: string; address: string }[] }).points;
    expect(points.map((point) => point.code)).toEqual(['DEMO-3-1', 'DEMO-3-2', 'DEMO-3-3']);
    expect(points[0]).toMatchObject({
      name: 'Демо-пункт выдачи №1',
      address: 'Новосибирск, Красный пр-т, д. 86',
    });
    expect((await call(baseUrl, 'GET', '/api/delivery/pickup-points?cityId=x')).status).toBe(400);
    expect((await call(baseUrl, 'GET', '/api/delivery/pickup-points?cityId=99999999')).status).toBe(404);
  });

  test('production without СДЭК’s keys offers no points', async () => {
    process.env.SHOP_MODE = 'production';
    try {
      expect(await pickupPointsIn(handle.db, novosibirsk)).toEqual({
        enabled: false,
        carrier: 'cdek',
        cityId: novosibirsk,
        points: [],
        tariff: null,
      });
    } finally {
      delete process.env.SHOP_MODE;
    }
  });

  test('with the keys: the city’s СДЭК offices with the price and days of a parcel there', async () => {
    Object.assign(process.env, keys);
    const answer = await pickupPointsIn(handle.db, novosibirsk);
    expect(answer).toMatchObject({
      enabled: true,
      carrier: 'cdek',
      tariff: { price: 421, daysMin: 3, daysMax: 5 },
    });
    expect(answer.points.map((point) => point.code)).toEqual(['NSK12', 'NSK40']);
    // A city СДЭК does not serve: on, but nothing to offer.
    const moscowless = await pickupPointsIn(handle.db, 216);
    expect(moscowless).toMatchObject({ enabled: true, points: [], tariff: null });
  });

  test('a СДЭК outage is a 503 with a word for the shopper', async () => {
    Object.assign(process.env, keys);
    mock.failWith = 500;
    await expect(pickupPointsIn(handle.db, novosibirsk)).rejects.toMatchObject({
      status: 503,
      message: 'Служба доставки не отвечает. Попробуй чуть позже',
    });
    mock.failWith = null;
  });
});
