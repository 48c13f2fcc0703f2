// msw stand-in for an upstream commerce API (another deployment behind API_BASE_URL), for
// unit tests of app/services. Handlers answer like the real API; every request is recorded
// so tests can assert the headers and bodies the storefront sent.

import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { forgetSharedCaches } from '~/services/shared-cache';
import { forgetSharedRefreshes } from '~/services/token-refresh.server';
import { resetEnvForTests } from '~/utils/env.server';

export const MOCK_API_BASE = 'http://commerce-api.test';

export interface RecordedRequest {
  method: string;
  path: string;
  search: string;
  headers: Headers;
  body: unknown;
}

export const moscow = {
  id: 216,
  elementId: 216,
  cityId: 216,
  name: 'Москва',
  locationName: 'Москва',
  region: 'Москва',
  timezone: '+3',
  sort: 1,
  xmlId: '0c5b2444-70a0-4932-980c-b4dc0d3f02b5',
  additionalInfo: {
    regionType: 'г',
    federalDistrict: 'Центральный',
    population: 11514330,
    lat: 55.75,
    lon: 37.62,
    kladrId: '7700000000000',
  },
};

export const novosibirsk = {
  ...moscow,
  id: 648,
  elementId: 648,
  cityId: 648,
  name: 'Новосибирск',
  locationName: 'Новосибирск, Новосибирская область',
  region: 'Новосибирская область',
  timezone: '+7',
  sort: 3,
};

const url = (path: string) => `${MOCK_API_BASE}${path}`;

/** A server with the API's happy paths; `requests` lists what reached it, oldest first. */
export function createCommerceApiMock() {
  const requests: RecordedRequest[] = [];
  const server = setupServer(
    http.get(url('/api/location/cities/'), () => HttpResponse.json([moscow, novosibirsk])),
    http.get(url('/api/location/detect/'), () => HttpResponse.json(moscow)),
    http.get(url('/api/location/cities/by-name/'), ({ request }) => {
      const text = new URL(request.url).searchParams.get('city') ?? '';
      return HttpResponse.json(
        [moscow, novosibirsk].filter((c) => text && c.name.toLowerCase().startsWith(text.toLowerCase())),
      );
    }),
    http.get(url('/api/banners/'), () =>
      HttpResponse.json([{ headText: 'Скидки', desktopUrl: '/catalog/sale/', mobileUrl: '/catalog/sale/' }]),
    ),
    http.post(url('/api/fuser'), () =>
      HttpResponse.json({ success: true, token: 'guest-token', expire: '2030-01-01T00:00:00.000Z' }),
    ),
    // The header's basket counter: an empty basket.
    http.get(url('/api/basket/header'), () => HttpResponse.json({ count: 0, products: [] })),
    http.get(url('/api/basket'), () =>
      HttpResponse.json({
        products: [],
        cantBuyProducts: [],
        sum: 0,
        promoCode: null,
        promoMessage: null,
        promoDiscount: 0,
        spentBonuses: 0,
        bonusMessage: null,
        count: 0,
      }),
    ),
  );
  server.events.on('request:start', async ({ request }) => {
    const target = new URL(request.url);
    const text = await request.clone().text();
    requests.push({
      method: request.method,
      path: target.pathname,
      search: target.search,
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    });
  });
  return { server, requests, url };
}

/**
 * The mock API for one test file: API_BASE_URL points at it (plus `env` extras) while the file
 * runs, unhandled requests fail the test, and before each test the request log, handler
 * overrides and the client's shared caches and refresh outcomes start empty.
 */
export function setupCommerceApiMock(env: Record<string, string> = {}) {
  const mock = createCommerceApiMock();
  const names = ['API_BASE_URL', ...Object.keys(env)];
  beforeAll(() => {
    Object.assign(process.env, { API_BASE_URL: MOCK_API_BASE, ...env });
    resetEnvForTests();
    mock.server.listen({ onUnhandledRequest: 'error' });
  });
  beforeEach(() => {
    mock.requests.length = 0;
    forgetSharedCaches();
    forgetSharedRefreshes();
  });
  afterEach(() => mock.server.resetHandlers());
  afterAll(() => {
    mock.server.close();
    for (const name of names) delete process.env[name];
    resetEnvForTests();
  });
  return mock;
}
