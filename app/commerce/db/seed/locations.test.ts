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
