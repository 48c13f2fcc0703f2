import type { PickupPoints } from '../contract/pickup-points';
import { ApiError } from '../http/errors.server';

// The rule an order to a carrier's pickup point must pass before it is priced: the point must
// be one the carrier lists for the order's city right now, with a tariff to it. The list is
// the city's own, so a made-up code and a real point of another city are refused alike, with
// a 422 beside the point field, never a 500.

export const PICKUP_POINT_MESSAGES = {
  off: 'Доставка в пункт выдачи сейчас недоступна — выбери другой способ',
  missing: 'Выбери пункт выдачи',
  notInCity: 'Такого пункта выдачи нет в твоём городе — выбери пункт из списка',
} as const;

type Point = PickupPoints['points'][number];
type Tariff = NonNullable<PickupPoints['tariff']>;

function refused(message: string): ApiError {
  return new ApiError(422, message, [{ property: 'pickupPointCode', message }]);
}

/** The chosen point of the city and the tariff that prices the order, or a 422 saying why not. */
export function choosePickupPoint(
  city: PickupPoints,
  code: string | undefined,
): { point: Point; tariff: Tariff } {
  if (!city.enabled) throw refused(PICKUP_POINT_MESSAGES.off);
  const wanted = code?.trim() ?? '';
  if (wanted === '') throw refused(PICKUP_POINT_MESSAGES.missing);
  const point = city.points.find((candidate) => candidate.code === wanted);
  if (!point) throw refused(PICKUP_POINT_MESSAGES.notInCity);
  // A city with points always has a tariff (pickupPointsIn); without one the price is unknown.
  if (!city.tariff) throw refused(PICKUP_POINT_MESSAGES.off);
  return { point, tariff: city.tariff };
}
