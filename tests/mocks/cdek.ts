// msw stand-in for СДЭК's API v2, the parts pickup points use: the OAuth client-credentials
// token, cities by name, delivery points of a city and the tariff calculator. It refuses a
// wrong secret or a missing token the way СДЭК does (401), records every request, and can
// fail or hang on demand.
import { delay, http, HttpResponse } from 'msw';

export const CDEK_TEST_API = 'https://api.edu.cdek.ru/v2';
export const CDEK_TEST_KEYS = { clientId: 'test-client', clientSecret: 'test-secret-for-msw' };
export const NOVOSIBIRSK_CDEK_CODE = 270;

export interface CdekMock {
  requests: { method: string; path: string; body: unknown }[];
  tokensIssued: number;
  failWith: number | null;
  delayMs: number | null;
  handlers: ReturnType<typeof http.get>[];
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
  const mock: CdekMock = { requests: [], tokensIssued: 0, failWith: null, delayMs: null, handlers: [] };

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
    http.post(`${CDEK_TEST_API}/oauth/token`, async ({ request }) => {
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
    http.get(`${CDEK_TEST_API}/location/cities`, async ({ request }) => {
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
    http.get(`${CDEK_TEST_API}/deliverypoints`, async ({ request }) => {
      const failed = (await trouble('GET', request, null)) ?? unauthorized(request);
      if (failed) return failed;
      const code = Number(new URL(request.url).searchParams.get('city_code'));
      return HttpResponse.json(code === NOVOSIBIRSK_CDEK_CODE ? POINTS : []);
    }),
    http.post(`${CDEK_TEST_API}/calculator/tariff`, async ({ request }) => {
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
