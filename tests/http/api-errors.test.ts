// The API's one failure contract ("Bad input"): every refused request answers
// with a 4xx and {"success":false,"message","errors":[{property,message}]}, and hostile
// input never reaches a 500.
import { describe, expect, inject, test } from 'vitest';
import { ErrorBodySchema } from '~/commerce/contract/common';

const baseUrl = inject('baseUrl');

async function call(path: string, init: RequestInit = {}) {
  const response = await fetch(`${baseUrl}${path}`, init);
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: response.status, type: response.headers.get('content-type') ?? '', body };
}

const refused: { name: string; path: string; init?: RequestInit; status: number; property?: string }[] = [
  { name: 'banners without a type', path: '/api/banners/', status: 400, property: 'type' },
  { name: 'banners of an unknown type', path: '/api/banners/?type=nope', status: 400, property: 'type' },
  {
    name: 'a city search longer than any city name',
    path: `/api/location/cities/by-name/?city=${encodeURIComponent('я'.repeat(101))}`,
    status: 400,
    property: 'city',
  },
  { name: 'GET on the POST-only fuser call', path: '/api/fuser', status: 405 },
  {
    name: 'a POST from another site (Origin)',
    path: '/api/fuser',
    init: { method: 'POST', headers: { Origin: 'https://evil.example' } },
    status: 403,
  },
  {
    name: 'a POST from another site (Sec-Fetch-Site)',
    path: '/api/fuser',
    init: { method: 'POST', headers: { 'Sec-Fetch-Site': 'cross-site' } },
    status: 403,
  },
  { name: 'an unknown API path', path: '/api/no-such-call/', status: 404 },
];

describe('refused API calls answer with the one JSON error body', () => {
  test.each(refused)('$name → $status', async ({ path, init, status, property }) => {
    const { status: actual, type, body } = await call(path, init);
    expect(actual).toBe(status);
    expect(type).toContain('application/json');
    const parsed = ErrorBodySchema.parse(body);
    expect(parsed.message.trim()).not.toBe('');
    if (property) expect(parsed.errors.map((e) => e.property)).toContain(property);
  });
});

describe('hostile input never crashes the API', () => {
  // No city name starts with any of these, so a correct prefix search finds nothing; a
  // search that passes them to LIKE or SQL unescaped would find cities or fail.
  test.each(['%', '_', "' OR 1=1 --", '\\', '<script>alert(1)</script>', '\u0000', '😀', 'Моск%'])(
    'city search for %j answers an empty list',
    async (hostile) => {
      const { status, body } = await call(
        `/api/location/cities/by-name/?city=${encodeURIComponent(hostile)}`,
      );
      expect(status).toBe(200);
      expect(body).toEqual([]);
    },
  );

  test('a garbage forwarded-for address falls back to Moscow', async () => {
    const { status, body } = await call('/api/location/detect/', {
      headers: { 'X-Forwarded-For': 'not-an-ip, 999.1.1.1, ::zz' },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: 216, name: 'Москва' });
  });

  test('a malformed User-Location-Id header is not a server error', async () => {
    const { status } = await call('/api/banners/?type=global_banners', {
      headers: { 'User-Location-Id': '1; DROP TABLE cities' },
    });
    expect(status).toBeLessThan(500);
  });

  test('a repeated query parameter uses its first value', async () => {
    const { status, body } = await call('/api/banners/?type=global_banners&type=nope');
    expect(status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
  });
});
