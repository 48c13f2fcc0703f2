import type { DeliveryEstimate } from '../contract/delivery';
import type { DbOrTx } from '../db/client.server';
import { ApiError } from '../http/errors.server';
import { ordersConfig } from '../config/orders.server';
import { oncePerRead } from '../../utils/read-scope.server';
import { deliveryPromise } from './delivery-dates';
import { selectCityDelivery } from './delivery.queries.server';

/** Days a courier takes to a region the table does not list. */
const DEFAULT_DAYS = { min: 3, max: 7 } as const;

export interface DeliveryRules {
  courierFee: number;
  freeFrom: number;
  daysMin: number;
  daysMax: number;
}

const CITY_QUESTION = {};

/**
 * A city's name and delivery row, read once per read scope: a product view's basket quote and
 * delivery estimate (two API calls) both need it.
 */
export function cityDelivery(db: DbOrTx, cityId: number): ReturnType<typeof selectCityDelivery> {
  return oncePerRead(CITY_QUESTION, [db, cityId], () => selectCityDelivery(db, cityId));
}

/**
 * Courier delivery to a city: its region's row of delivery_regions, else the DELIVERY_*
 * defaults; no city (or an unknown one) takes the defaults too, so a basket always has a price.
 */
export async function deliveryRulesFor(db: DbOrTx, cityId: number | undefined): Promise<DeliveryRules> {
  return rulesOfRow(cityId === undefined ? undefined : await cityDelivery(db, cityId));
}

/** The rules a city's delivery row gives: its region's, else the DELIVERY_* defaults. */
function rulesOfRow(row: Awaited<ReturnType<typeof selectCityDelivery>> | undefined): DeliveryRules {
  const config = ordersConfig();
  if (row?.courierFee == null || row.freeFrom == null || row.daysMin == null || row.daysMax == null) {
    return {
      courierFee: config.DELIVERY_COURIER_FEE,
      freeFrom: config.DELIVERY_FREE_FROM,
      daysMin: DEFAULT_DAYS.min,
      daysMax: DEFAULT_DAYS.max,
    };
  }
  return { courierFee: row.courierFee, freeFrom: row.freeFrom, daysMin: row.daysMin, daysMax: row.daysMax };
}

/** GET /api/delivery/estimate: price and dates of courier delivery to a city; 404 for an unknown city. */
export async function deliveryEstimate(
  db: DbOrTx,
  cityId: number,
  now = new Date(),
): Promise<DeliveryEstimate> {
  const city = await cityDelivery(db, cityId);
  if (!city) throw new ApiError(404, 'Город не найден');
  // The row read once serves both the city's name and its rules (one query per product page).
  const rules = rulesOfRow(city);
  return {
    cityId,
    cityName: city.cityName,
    ...rules,
    ...deliveryPromise(city.cityName, rules.daysMin, rules.daysMax, now),
  };
}
