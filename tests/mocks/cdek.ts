// msw stand-in for СДЭК's API v2, the parts pickup points use: the OAuth client-credentials
// token, cities by name, delivery points of a city and the tariff calculator. It refuses a
// wrong secret or a missing token the way СДЭК does (401), records every request, and can
// fail or hang on demand. As msw handlers (for code running in the test process) and as a
// small local HTTP server serving the same handlers (for a server started with CDEK_API_URL
// pointing at it).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { delay, getResponse, http as mswHttp, HttpResponse } from 'msw';

export const CDEK_TEST_API = 'https://api.edu.cdek.ru/v2';
export const CDEK_TEST_KEYS = { clientId: 'test-client', clientSecret: 'test-secret-for-msw' };
export const NOVOSIBIRSK_CDEK_CODE = 270;

export interface CdekMock {
  requests: { method: string; path: string; body: unknown }[];
  tokensIssued: number;
  failWith: number | null;
  delayMs: number | null;
  /** Parcels by СДЭК number: their status history, oldest first, as GET /orders tells it. */
  parcels: Map<string, { code: string; date_time: string }[]>;
  handlers: ReturnType<typeof mswHttp.get>[];
}

const POINTS = [
  {
    code: 'NSK12',
    name: 'На Красном проспекте',
    type: 'PVZ',
    work_time: 'Пн-Пт 10:00-20:00, Сб-Вс 10:00-18:00',
    location: {
      city_code: NOVOSIBIRSK_CDEK_CODE,
      city: 'Новосибирск',
      address: 'Красный пр-т, 25',
      address_full: 'Россия, Новосибирск, Красный проспект, 25',
      latitude: 55.0302,
      longitude: 82.9204,
    },
  },
  {
    code: 'NSK40',
    name: 'Постамат у метро',
    type: 'POSTAMAT',
    work_time: 'Круглосуточно',
    location: {
      city_code: NOVOSIBIRSK_CDEK_CODE,
      city: 'Новосибирск',
      address: 'ул. Ленина, 1',
      latitude: 55.03,
      longitude: 82.91,
    },
  },
];

/** A fresh fake СДЭК; register `handlers` with msw's setupServer. */
export function cdekMock(): CdekMock {
  const tokens = new Set<string>();
  const mock: CdekMock = {
    requests: [],
    tokensIssued: 0,
    failWith: null,
    delayMs: null,
    parcels: new Map(),
    handlers: [],
  };

  async function trouble(method: string, request: Request, body: unknown) {
    mock.requests.push({
      method,
      path: new URL(request.url).pathname.replace('/v2', '') + new URL(request.url).search,
      body,
    });
    if (mock.delayMs) await delay(mock.delayMs);
    if (mock.failWith)
      return HttpResponse.json(
        { errors: [{ code: 'v2_internal_error', message: 'Internal error' }] },
        { status: mock.failWith },
      );
    return null;
  }
  const unauthorized = (request: Request) =>
    tokens.has((request.headers.get('Authorization') ?? '').replace(/^Bearer /, ''))
      ? null
      : HttpResponse.json(
          { errors: [{ code: 'v2_token_expired', message: 'Token is expired or invalid' }] },
          { status: 401 },
        );

  mock.handlers = [
    mswHttp.post(`${CDEK_TEST_API}/oauth/token`, async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      const failed = await trouble('POST', request, Object.fromEntries(form));
      if (failed) return failed;
      if (
        form.get('grant_type') !== 'client_credentials' ||
        form.get('client_id') !== CDEK_TEST_KEYS.clientId ||
        form.get('client_secret') !== CDEK_TEST_KEYS.clientSecret
      ) {
        return HttpResponse.json(
          { error: 'invalid_client', error_description: 'Bad client credentials' },
          { status: 401 },
        );
      }
      const token = `token-${++mock.tokensIssued}`;
      tokens.add(token);
      return HttpResponse.json({
        access_token: token,
        token_type: 'bearer',
        expires_in: 3599,
        scope: 'order:all payment:all',
      });
    }),
    mswHttp.get(`${CDEK_TEST_API}/location/cities`, async ({ request }) => {
      const failed = (await trouble('GET', request, null)) ?? unauthorized(request);
      if (failed) return failed;
      const city = new URL(request.url).searchParams.get('city');
      return HttpResponse.json(
        city === 'Новосибирск'
          ? [
              {
                code: NOVOSIBIRSK_CDEK_CODE,
                city: 'Новосибирск',
                region: 'Новосибирская обл.',
                country_code: 'RU',
              },
            ]
          : [],
      );
    }),
    mswHttp.get(`${CDEK_TEST_API}/deliverypoints`, async ({ request }) => {
      const failed = (await trouble('GET', request, null)) ?? unauthorized(request);
      if (failed) return failed;
      const code = Number(new URL(request.url).searchParams.get('city_code'));
      return HttpResponse.json(code === NOVOSIBIRSK_CDEK_CODE ? POINTS : []);
    }),
    mswHttp.get(`${CDEK_TEST_API}/orders`, async ({ request }) => {
      const failed = (await trouble('GET', request, null)) ?? unauthorized(request);
      if (failed) return failed;
      const number = new URL(request.url).searchParams.get('cdek_number') ?? '';
      const statuses = mock.parcels.get(number);
      if (!statuses) {
        return HttpResponse.json(
          {
            requests: [
              { state: 'INVALID', errors: [{ code: 'v2_entity_not_found', message: 'Order not found' }] },
            ],
          },
          { status: 404 },
        );
      }
      // СДЭК lists the newest status first.
      return HttpResponse.json({
        entity: {
          uuid: `uuid-${number}`,
          cdek_number: number,
          statuses: [...statuses]
            .reverse()
            .map((status) => ({ ...status, name: status.code, city: 'Новосибирск' })),
        },
        requests: [{ type: 'CREATE', state: 'SUCCESSFUL' }],
      });
    }),
    mswHttp.post(`${CDEK_TEST_API}/calculator/tariff`, async ({ request }) => {
      const body = (await request.json()) as {
        tariff_code?: number;
        to_location?: { code?: number };
        packages?: unknown[];
      };
      const failed = (await trouble('POST', request, body)) ?? unauthorized(request);
      if (failed) return failed;
      if (!body.tariff_code || !body.to_location?.code || !body.packages?.length) {
        return HttpResponse.json(
          { errors: [{ code: 'v2_field_is_empty', message: 'Field is empty' }] },
          { status: 400 },
        );
      }
      return HttpResponse.json({
        delivery_sum: 420.5,
        period_min: 3,
        period_max: 5,
        weight_calc: 1500,
        total_sum: 420.5,
        currency: 'RUB',
      });
    }),
  ];
  return mock;
}

/** СДЭК's ORDER_STATUS notification of a parcel, as it posts it to the shop's webhook. */
export function cdekStatusNotification(cdekNumber: string, code: string) {
  return {
    type: 'ORDER_STATUS',
    date_time: '2026-11-27T12:00:00+0700',
    uuid: `uuid-${cdekNumber}`,
    attributes: {
      is_return: false,
      cdek_number: cdekNumber,
      code,
      status_code: '4',
      status_date_time: '2026-11-27T12:00:00+0700',
      city_name: 'Новосибирск',
      city_code: '270',
    },
  };
}

export interface CdekStandIn {
  mock: CdekMock;
  /** The base to give the server as CDEK_API_URL. */
  url: string;
  /** The settings a server needs to use the stand-in. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** The fake СДЭК as a local HTTP server on a free port of 127.0.0.1 (`/v2/…` as СДЭК's paths). */
export async function startCdekStandIn(): Promise<CdekStandIn> {
  const mock = cdekMock();
  const server = http.createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
      const request = new Request(new URL(incoming.url ?? '/', new URL(CDEK_TEST_API).origin), {
        method: incoming.method,
        headers: incoming.headers as Record<string, string>,
        body: incoming.method === 'GET' || incoming.method === 'HEAD' ? undefined : body,
      });
      void getResponse(mock.handlers, request).then(async (response) => {
        if (!response) {
          outgoing.writeHead(404).end();
          return;
        }
        outgoing.writeHead(response.status, { 'Content-Type': 'application/json' });
        outgoing.end(await response.text());
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/v2`;
  return {
    mock,
    url,
    env: {
      CDEK_CLIENT_ID: CDEK_TEST_KEYS.clientId,
      CDEK_CLIENT_SECRET: CDEK_TEST_KEYS.clientSecret,
      CDEK_API_URL: url,
      CDEK_TIMEOUT_MS: '1000',
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
