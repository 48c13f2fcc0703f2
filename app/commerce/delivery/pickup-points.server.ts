import type { PickupPoints } from '../contract/pickup-points';
import type { DbOrTx } from '../db/client.server';
import { ApiError } from '../http/errors.server';
import { cdekClient, CdekError } from './cdek.server';
import { cdekSettings } from './cdek-config.server';
import { selectCityDelivery } from './delivery.queries.server';

/** One client per process keeps its OAuth token between requests. */
let client: { key: string; api: ReturnType<typeof cdekClient> } | null = null;

function cdek() {
  const settings = cdekSettings();
  if (!settings) return null;
  const key = `${settings.apiUrl} ${settings.clientId}`;
  if (client?.key !== key) client = { key, api: cdekClient(settings) };
  return client.api;
}

/**
 * GET /api/delivery/pickup-points: СДЭК's offices in a city with the price and days of a parcel
 * there. Without СДЭК's keys it answers `enabled: false`; a СДЭК outage is a 503.
 */
export async function pickupPointsIn(db: DbOrTx, cityId: number): Promise<PickupPoints> {
  const city = await selectCityDelivery(db, cityId);
  if (!city) throw new ApiError(404, 'Город не найден');
  const api = cdek();
  const none: PickupPoints = { enabled: api !== null, carrier: 'cdek', cityId, points: [], tariff: null };
  if (!api) return none;
  try {
    const code = await api.cityCode(city.cityName);
    if (code === null) return none;
    const [points, tariff] = await Promise.all([api.pickupPoints(code), api.tariff(code)]);
    return { ...none, points, tariff: points.length > 0 ? tariff : null };
  } catch (error) {
    if (!(error instanceof CdekError)) throw error;
    console.error(`[delivery] СДЭК pickup points of city ${cityId}:`, error.message);
    throw new ApiError(503, 'Служба доставки не отвечает. Попробуй чуть позже');
  }
}
