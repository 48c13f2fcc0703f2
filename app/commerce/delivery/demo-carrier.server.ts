import type { CdekTariff, PickupPoint } from './cdek.server';
import { DEMO_BOX_PRICE, DEMO_CITIES } from './demo-carrier-points';

/**
 * What checkout asks a carrier for a city's pickup points (СДЭК's client answers it over its
 * API): the carrier's code of the city, its points there and the tariff of `boxes` pairs.
 */
export interface PickupCarrier {
  cityCode(name: string): Promise<number | null>;
  pickupPoints(cityCode: number): Promise<PickupPoint[]>;
  tariff(cityCode: number, boxes?: number): Promise<CdekTariff>;
}

/** The demo tariff's code: no carrier's, so it can never be taken for СДЭК's 136. */
export const DEMO_TARIFF_CODE = 0;

const WORK_TIME = 'Пн-Вс 10:00-21:00';

/**
 * The demo carrier (SHOP_MODE=demo without СДЭК's keys): a few made-up points in each city of
 * the demo shops, a fixed tariff and days, no network, so a newcomer sees the whole checkout,
 * «Пункт выдачи» included (docs/decisions/0076-demo-carrier.md). A city's code is its place in
 * DEMO_CITIES, counted from 1; a city outside them has no points, as with a real carrier.
 */
export const demoCarrier: PickupCarrier = {
  async cityCode(name) {
    const at = DEMO_CITIES.findIndex((city) => city.city === name);
    return at === -1 ? null : at + 1;
  },
  async pickupPoints(cityCode) {
    const city = DEMO_CITIES[cityCode - 1];
    if (!city) return [];
    return city.points.map(([address, lat, lon], i) => ({
      code: `DEMO-${cityCode}-${i + 1}`,
      name: `Демо-пункт выдачи №${i + 1}`,
      address: `${city.city}, ${address}`,
      workTime: WORK_TIME,
      lat,
      lon,
      type: 'PVZ',
    }));
  },
  async tariff(cityCode, boxes = 1) {
    const city = DEMO_CITIES[cityCode - 1];
    if (!city) throw new Error(`The demo carrier has no city ${cityCode}`);
    return {
      price: city.price + (Math.max(1, boxes) - 1) * DEMO_BOX_PRICE,
      daysMin: city.daysMin,
      daysMax: city.daysMax,
      tariffCode: DEMO_TARIFF_CODE,
    };
  },
};
