import type { LoaderFunctionArgs } from '@remix-run/node';
import { db as database } from '~/commerce/db/client.server';
import { pickupPointsIn } from '~/commerce/delivery/pickup-points.server';
import { ApiError } from '~/commerce/http/errors.server';
import { apiRoute, methodNotAllowed } from '~/commerce/http/handler.server';
import { requestCityId } from '~/commerce/http/request-city';

/**
 * GET /api/delivery/pickup-points?cityId&units (cityId: else User-Location-Id, else Moscow;
 * units: pairs in the parcel, 1 by default): СДЭК's points and the tariff of that parcel.
 */
export const loader = apiRoute(async ({ request }: LoaderFunctionArgs) => {
  const query = new URL(request.url).searchParams;
  const raw = query.get('cityId');
  if (raw !== null && !/^[1-9]\d{0,8}$/.test(raw)) throw new ApiError(400, 'Некорректный город');
  const units = query.get('units');
  if (units !== null && !/^[1-9]\d{0,3}$/.test(units))
    throw new ApiError(400, 'Некорректное количество товаров');
  const db = await database();
  return pickupPointsIn(
    db,
    requestCityId(request, raw === null ? undefined : Number(raw)),
    units === null ? 1 : Number(units),
  );
});

export const action = apiRoute(async () => methodNotAllowed());
