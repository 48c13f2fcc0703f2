import fs from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parseCsv } from './csv';
import { CITIES_CSV_PATH, MOSCOW_ID, cityRowsFromCsv, shopRows, timezoneOffset } from './locations.server';

const text = fs.readFileSync(CITIES_CSV_PATH, 'utf8');
const cities = cityRowsFromCsv(text);

/** Great-circle distance in km. */
function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(h));
}

describe('cities', () => {
  test('every one of the 1,117 cities, ids 1…1117 once each, Moscow 216', () => {
    expect(cities).toHaveLength(1117);
    expect(cities.map((c) => c.id)).toEqual(Array.from({ length: 1117 }, (_, i) => i + 1));
    expect(cities.find((c) => c.id === MOSCOW_ID)).toMatchObject({ name: 'Москва', timezone: '+3', sort: 1 });
    // The city that sat on row 216 takes Moscow's row number; everyone else keeps theirs.
    const records = parseCsv(text);
    expect(cities.find((c) => c.id === 1)?.name).toBe(records[0].city);
    expect(cities.find((c) => c.id === 215)?.name).toBe(records[214].city);
  });

  test('Moscow first, then by population; names, time zones and coordinates filled', () => {
    const bySort = [...cities].sort((a, b) => a.sort - b.sort);
    expect(bySort.slice(0, 3).map((c) => c.name)).toEqual(['Москва', 'Санкт-Петербург', 'Новосибирск']);
    for (let i = 2; i < bySort.length; i += 1) {
      expect(bySort[i].population).toBeLessThanOrEqual(bySort[i - 1].population);
    }
    for (const c of cities) {
      expect(c.name, String(c.id)).not.toBe('');
      expect(c.timezone).toMatch(/^\+\d{1,2}$/);
      expect(c.lat).toBeGreaterThan(40);
      expect(c.lon).toBeGreaterThan(19);
    }
    expect(cities.find((c) => c.name === 'Калининград')?.timezone).toBe('+2');
    expect(timezoneOffset('UTC+10')).toBe('+10');
    expect(() => timezoneOffset('Europe/Moscow')).toThrow();
  });

  test('the CSV parser keeps quoted commas, quotes and line breaks', () => {
    expect(parseCsv('a,b\n"x, y","say ""hi"""\n"multi\nline",2\n')).toEqual([
      { a: 'x, y', b: 'say "hi"' },
      { a: 'multi\nline', b: '2' },
    ]);
  });
});

describe('shops', () => {
  const shops = shopRows(cities);

  test('at least 20 shops in at least 8 cities, several in Moscow', () => {
    expect(shops.length).toBeGreaterThanOrEqual(20);
    expect(new Set(shops.map((s) => s.cityId)).size).toBeGreaterThanOrEqual(8);
    expect(shops.filter((s) => s.cityId === MOSCOW_ID).length).toBeGreaterThanOrEqual(3);
    expect(new Set(shops.map((s) => s.code)).size).toBe(shops.length);
  });

  test('each shop is in its city, with a Russian phone, hours and assortment', () => {
    for (const shop of shops) {
      const city = cities.find((c) => c.id === shop.cityId)!;
      expect(distanceKm(shop, city), shop.code).toBeLessThan(12);
      expect(shop.phone).toMatch(/^\+7 \(\d{3}\) \d{3}-\d{2}-\d{2}$/);
      expect(shop.hours).toMatch(/\d{2}:\d{2}/);
      expect(shop.address).toMatch(/д\. \d+/);
      expect(shop.assortment).not.toBe('');
    }
    expect(shops.find((s) => s.cityId === MOSCOW_ID)?.phone).toMatch(/^\+7 \(495\)/);
  });
});

/** '55°43′47″' → degrees; plain numbers pass through. */
function degrees(value: string | number): number {
  if (typeof value === 'number') return value;
  const match = /^(\d+)°(\d+)′(\d+)″$/.exec(value);
  if (!match) throw new Error(`Not a DMS figure: ${value}`);
  return Number(match[1]) + Number(match[2]) / 60 + Number(match[3]) / 3600;
}

/**
 * Where each shop's address is, written out here from the sources, not from data/shops.ts:
 * Wikipedia infobox figures (as DMS where the article gives DMS) for stations and Gostiny Dvor
 * in Ufa; the author's map reading for the buildings no published figure was found for.
 */
const ADDRESS_POINTS: Record<string, { address: string; lat: string | number; lon: string | number }> = {
  'msk-tverskaya': { address: 'ул. Тверская, д. 18, корп. 1', lat: 55.7663, lon: 37.6052 },
  'msk-arbat': { address: 'ул. Арбат, д. 24', lat: 55.7497, lon: 37.5914 },
  'msk-sever': { address: 'Ходынский б-р, д. 4, 2 этаж', lat: 55.7904, lon: 37.5318 },
  'msk-yug': { address: 'Павелецкая пл., д. 1', lat: '55°43′47″', lon: '37°38′22″' },
  'msk-zapad': { address: 'пл. Киевского Вокзала, д. 2', lat: 55.7449, lon: 37.5658 },
  'msk-vostok': { address: 'ул. Земляной Вал, д. 33, 3 этаж', lat: 55.757, lon: 37.6588 },
  'spb-nevsky': { address: 'Невский пр-т, д. 35', lat: 59.9339, lon: 30.3331 },
  'spb-moskovsky': { address: 'Лиговский пр-т, д. 30А, 2 этаж', lat: 59.9275, lon: 30.3602 },
  'spb-primorsky': { address: 'Сенная пл., д. 2', lat: 59.927, lon: 30.3203 },
  'nsk-krasny': { address: 'ул. Дмитрия Шамшурина, д. 43', lat: '55°2′7″', lon: '82°53′44″' },
  'nsk-levoberezhny': { address: 'ул. Гоголя, д. 13, 1 этаж', lat: 55.0431, lon: 82.9247 },
  'ekb-vainera': { address: 'ул. Вокзальная, д. 22', lat: '56°51′32″', lon: '60°36′15″' },
  'ekb-uralsky': { address: 'ул. Малышева, д. 51, 1 этаж', lat: 56.836, lon: 60.6149 },
  'kzn-baumana': { address: 'ул. Петербургская, д. 1', lat: 55.7879, lon: 49.1222 },
  'kzn-kazanka': { address: 'Привокзальная пл., д. 1', lat: '55°47′17″', lon: '49°5′59″' },
  'nnov-pokrovka': { address: 'ул. Большая Покровская, д. 2', lat: 56.3269, lon: 44.0072 },
  'nnov-oka': { address: 'пл. Революции, д. 2', lat: '56°19′20″', lon: '43°56′44″' },
  'krd-krasnaya': { address: 'Привокзальная пл., д. 1', lat: '45°1′7″', lon: '38°59′19″' },
  'smr-leningradskaya': { address: 'Комсомольская пл., д. 1', lat: '53°11′9″', lon: '50°7′15″' },
  'rnd-sadovaya': { address: 'Привокзальная пл., д. 1/2', lat: '47°13′6″', lon: '39°41′27″' },
  'chel-kirovka': { address: 'Привокзальная пл., д. 1', lat: '55°8′10″', lon: '61°24′59″' },
  'ufa-lenina': { address: 'Верхнеторговая пл., д. 1', lat: '54°43′28″', lon: '55°56′38″' },
  'vrn-revolyutsii': { address: 'пл. Черняховского, д. 1', lat: '51°40′47″', lon: '39°12′13″' },
};

describe('shops stand where their addresses say', () => {
  const shops = shopRows(cities);

  test('every shop has a written-out reference point for exactly its address', () => {
    expect(shops.map((s) => s.code).sort()).toEqual(Object.keys(ADDRESS_POINTS).sort());
    for (const shop of shops) expect(shop.address, shop.code).toBe(ADDRESS_POINTS[shop.code].address);
  });

  test('within 350 m of its address, and within its city (12 km of the centre the cities data gives)', () => {
    for (const shop of shops) {
      const reference = ADDRESS_POINTS[shop.code];
      const point = { lat: degrees(reference.lat), lon: degrees(reference.lon) };
      expect(distanceKm(shop, point) * 1000, shop.code).toBeLessThan(350);
      const city = cities.find((c) => c.id === shop.cityId)!;
      expect(distanceKm(shop, city), `${shop.code} from ${city.name}`).toBeLessThan(12);
    }
  });

  test('no two shops share a building', () => {
    const points = shops.map((s) => `${s.lat.toFixed(3)},${s.lon.toFixed(3)}`);
    expect(new Set(points).size).toBe(points.length);
  });
});
