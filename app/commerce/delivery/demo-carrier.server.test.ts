import { describe, expect, test } from 'vitest';
import { DEMO_BOX_PRICE, DEMO_CITIES } from './demo-carrier-points';
import { DEMO_TARIFF_CODE, demoCarrier } from './demo-carrier.server';

describe('the demo carrier', () => {
  test('every city of the table has a few points with distinct codes, inside Russia’s coordinates', async () => {
    const codes = new Set<string>();
    for (const { city } of DEMO_CITIES) {
      const code = (await demoCarrier.cityCode(city))!;
      const points = await demoCarrier.pickupPoints(code);
      expect(points.length, city).toBeGreaterThanOrEqual(3);
      for (const point of points) {
        expect(point.address.startsWith(`${city}, `)).toBe(true);
        expect(point.lat).toBeGreaterThan(41);
        expect(point.lon).toBeGreaterThan(19);
        codes.add(point.code);
      }
    }
    expect(codes.size).toBe(DEMO_CITIES.length * 3);
  });

  test('a city outside the table has no code and no points', async () => {
    expect(await demoCarrier.cityCode('Мурманск')).toBeNull();
    expect(await demoCarrier.pickupPoints(999)).toEqual([]);
  });

  test('the tariff adds a box price per further box and is no СДЭК tariff', async () => {
    const moscow = (await demoCarrier.cityCode('Москва'))!;
    const one = await demoCarrier.tariff(moscow, 1);
    expect(one).toEqual({ price: 249, daysMin: 1, daysMax: 2, tariffCode: DEMO_TARIFF_CODE });
    expect((await demoCarrier.tariff(moscow, 3)).price).toBe(249 + 2 * DEMO_BOX_PRICE);
    expect((await demoCarrier.tariff(moscow, 0)).price).toBe(249);
  });
});
