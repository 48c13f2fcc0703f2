import type { PickupPoints } from '../contract/pickup-points';
import type { DbOrTx } from '../db/client.server';
import { ApiError } from '../http/errors.server';
import { cdekClient, CdekError } from './cdek.server';
import { cdekSettings } from './cdek-config.server';
import { demoCarrier, type PickupCarrier } from './demo-carrier.server';
import { isProduction } from '../../utils/shop-mode.server';
import { dateRange, isoDay, moscowDayAfter } from './delivery-dates';
import { selectCityDelivery } from './delivery.queries.server';
import { logger } from '../../utils/log.server';

const log = logger('delivery');

/** Days before the carrier has the parcel: the order is assembled and handed over the next day. */
export const HANDOVER_DAYS = 1;

/** The most boxes a tariff is asked for: a bigger basket is priced as this many. */
export const MAX_TARIFF_BOXES = 50;

/** One client per process keeps its OAuth token between requests. */
let client: { key: string; api: ReturnType<typeof cdekClient> } | null = null;

/** The process's СДЭК client, or null while СДЭК's keys are absent. */
export function cdekApi() {
  const settings = cdekSettings();
  if (!settings) return null;
  const key = `${settings.apiUrl} ${settings.clientId}`;
  if (client?.key !== key) client = { key, api: cdekClient(settings) };
  return client.api;
}

/**
 * The carrier whose points checkout offers: СДЭК with its keys; without them the demo carrier in
 * the demo (SHOP_MODE=demo) and none in production.
 */
export function pickupCarrier(): PickupCarrier | null {
  return cdekApi() ?? (isProduction() ? null : demoCarrier);
}

/**
 * GET /api/delivery/pickup-points: the carrier's offices in a city with the price and days of a
 * parcel of `units` pairs there. Without a carrier (production without СДЭК's keys) it answers
 * `enabled: false`; a СДЭК outage is a 503.
 */
export async function pickupPointsIn(
  db: DbOrTx,
  cityId: number,
  units = 1,
  now = new Date(),
): Promise<PickupPoints> {
  const city = await selectCityDelivery(db, cityId);
  if (!city) throw new ApiError(404, 'Город не найден');
  const api = pickupCarrier();
  const none: PickupPoints = { enabled: api !== null, carrier: 'cdek', cityId, points: [], tariff: null };
  if (!api) return none;
  try {
    const code = await api.cityCode(city.cityName);
    if (code === null) return none;
    const boxes = Math.min(Math.max(1, units), MAX_TARIFF_BOXES);
    const [points, tariff] = await Promise.all([api.pickupPoints(code), api.tariff(code, boxes)]);
    if (points.length === 0) return none;
    const from = moscowDayAfter(now, HANDOVER_DAYS + tariff.daysMin);
    const to = moscowDayAfter(now, HANDOVER_DAYS + tariff.daysMax);
    return {
      ...none,
      points,
      tariff: { ...tariff, dateFrom: isoDay(from), dateTo: isoDay(to), dates: dateRange(from, to) },
    };
  } catch (error) {
    if (!(error instanceof CdekError)) throw error;
    log.error({ error: error.message }, `СДЭК pickup points of city ${cityId}`);
    throw new ApiError(503, 'Служба доставки не отвечает. Попробуй чуть позже');
  }
}
