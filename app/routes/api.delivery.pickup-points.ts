import type { LoaderFunctionArgs } from '@remix-run/node';
import { db as database } from '~/commerce/db/client.server';
import { pickupPointsIn } from '~/commerce/delivery/pickup-points.server';
import { ApiError } from '~/commerce/http/errors.server';
import { apiRoute, methodNotAllowed } from '~/commerce/http/handler.server';
import { requestCityId } from '~/commerce/http/request-city';

/** GET /api/delivery/pickup-points?cityId (else User-Location-Id, else Moscow): СДЭК's points and tariff. */
export const loader = apiRoute(async ({ request }: LoaderFunctionArgs) => {
  const raw = new URL(request.url).searchParams.get('cityId');
  if (raw !== null && !/^[1-9]\d{0,8}$/.test(raw)) throw new ApiError(400, 'Некорректный город');
  const db = await database();
  return pickupPointsIn(db, requestCityId(request, raw === null ? undefined : Number(raw)));
});

export const action = apiRoute(async () => methodNotAllowed());
