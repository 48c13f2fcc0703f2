// GET /api/location/detect/, /api/location/cities/ and /api/location/cities/by-name/ over
// HTTP against the seeded server (item 6; docs/product.md#screens-and-routes, docs/product.md#entities, docs/product.md#validation, docs/product.md#api-calls).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, test } from 'vitest';
import { ErrorBodySchema } from '~/commerce/contract/common';
import { type City, CityListSchema, CitySchema, foldCityName } from '~/commerce/contract/location';
import { repoRoot } from '../setup/paths';

const baseUrl = inject('baseUrl');

async function getJson(pathAndQuery: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}${pathAndQuery}`, { headers });
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
}

const detect = async (forwardedFor?: string) => {
  const { status, body } = await getJson(
    '/api/location/detect/',
    forwardedFor === undefined ? {} : { 'X-Forwarded-For': forwardedFor },
  );
  expect(status).toBe(200);
  return CitySchema.parse(body);
};

const byName = async (text: string) => {
  const { status, body } = await getJson(`/api/location/cities/by-name/?city=${encodeURIComponent(text)}`);
  expect(status).toBe(200);
  return CityListSchema.parse(body);
};

let allCities: City[] | undefined;
async function cityList(): Promise<City[]> {
  if (!allCities) {
    const { status, body } = await getJson('/api/location/cities/');
    expect(status).toBe(200);
    allCities = CityListSchema.parse(body);
  }
  return allCities;
}

describe('GET /api/location/detect/', () => {
  test('maps a Moscow address to Moscow (216)', async () => {
    const city = await detect('95.173.136.70');
    expect(city).toMatchObject({ id: 216, name: 'Москва', timezone: '+3' });
  });

  test('maps a Novosibirsk address to Novosibirsk: the one the trusted proxy appended, not what the client wrote', async () => {
    // The tests stand in for a proxy at 127.0.0.1 (TRUST_PROXY): only its entry, the last, is believed.
    const city = await detect('95.173.136.70, 10.0.0.7, 212.164.0.1');
    expect(city.name).toBe('Новосибирск');
    expect(city.timezone).toBe('+7');
  });

  test('maps addresses of other regions to their cities', async () => {
    expect((await detect('188.226.0.1')).name).toBe('Екатеринбург');
    expect((await detect('46.146.0.1')).name).toBe('Пермь');
  });

  test.each([
    ['no header', undefined],
    ['garbage', 'not-an-address'],
    ['a private address', '10.1.2.3'],
    ['loopback', '127.0.0.1'],
    ['a foreign address', '91.215.0.1'],
    ['hostile text', "'; DROP TABLE cities; --"],
    ['an overlong header', '1.'.repeat(4000)],
  ])('falls back to Moscow for %s', async (_name, header) => {
    expect((await detect(header)).id).toBe(216);
  });

  test('is never cached by a shared cache', async () => {
    const { headers } = await getJson('/api/location/detect/');
    expect(headers.get('cache-control')).toContain('no-store');
  });
});

describe('GET /api/location/cities/', () => {
  test('lists every city of the data set, each once', async () => {
    const csv = fs.readFileSync(path.join(repoRoot, 'app/commerce/seed/data/russian-cities.csv'), 'utf8');
    const dataRows = csv.trim().split('\n').length - 1;
    const cities = await cityList();
    expect(cities).toHaveLength(dataRows);
    expect(new Set(cities.map((c) => c.id)).size).toBe(dataRows);
  });

  test('puts Moscow first, then follows the sort order (largest cities next)', async () => {
    const cities = await cityList();
    expect(cities[0]).toMatchObject({ id: 216, name: 'Москва', elementId: 216, cityId: 216 });
    const sorts = cities.map((c) => c.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    expect(cities[1].name).toBe('Санкт-Петербург');
    const populations = cities.slice(1, 20).map((c) => c.additionalInfo.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
  });

  test('fills every City field of spec §3', async () => {
    const novosibirsk = (await cityList()).find((c) => c.name === 'Новосибирск');
    expect(novosibirsk).toMatchObject({
      region: 'Новосибирская область',
      locationName: 'Новосибирск, Новосибирская область',
      timezone: '+7',
    });
    expect(novosibirsk?.xmlId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('GET /api/location/cities/by-name/', () => {
  test('finds names starting with the text, Moscow first, and agrees with the full list', async () => {
    const found = await byName('Мос');
    expect(found[0].id).toBe(216);
    const expected = (await cityList()).filter((c) => foldCityName(c.name).startsWith('мос'));
    expect(found.map((c) => c.id)).toEqual(expected.map((c) => c.id));
    expect(found.length).toBeGreaterThan(1);
  });

  test('ignores case and surrounding spaces', async () => {
    const plain = await byName('Новосиб');
    expect(plain.map((c) => c.name)).toEqual(['Новосибирск']);
    expect((await byName('  нОВОСИБ  ')).map((c) => c.id)).toEqual(plain.map((c) => c.id));
  });

  test('treats ё and е alike', async () => {
    expect((await byName('Орел')).map((c) => c.name)).toContain('Орёл');
    expect((await byName('королёв')).map((c) => c.name)).toContain('Королёв');
  });

  test('matches only at the start of a name', async () => {
    expect(await byName('сибирск')).toEqual([]);
  });

  test('answers an empty list for empty, blank or missing text', async () => {
    expect(await byName('')).toEqual([]);
    expect(await byName('   ')).toEqual([]);
    const { status, body } = await getJson('/api/location/cities/by-name/');
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });

  test.each([
    '%',
    '_',
    '\\',
    "' OR '1'='1",
    '%%%%',
    '<script>alert(1)</script>',
    'Мос%',
    '\u0000',
    'Мос\u0000ква',
  ])('takes %s literally', async (hostile) => {
    expect(await byName(hostile)).toEqual([]);
  });

  test('refuses text longer than 100 characters with the JSON error body', async () => {
    const { status, body } = await getJson(
      `/api/location/cities/by-name/?city=${encodeURIComponent('а'.repeat(101))}`,
    );
    expect(status).toBe(400);
    expect(ErrorBodySchema.parse(body).errors[0].property).toBe('city');
  });
});
