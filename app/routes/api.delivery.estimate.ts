import type { LoaderFunctionArgs } from '@remix-run/node';
import { db as database } from '~/commerce/db/client.server';
import { deliveryEstimate } from '~/commerce/delivery/delivery-rules.server';
import { apiRoute, methodNotAllowed } from '~/commerce/http/handler.server';
import { requestCityId } from '~/commerce/http/request-city';
import { ApiError } from '~/commerce/http/errors.server';

/**
 * GET /api/delivery/estimate?cityId (else the User-Location-Id header, else Moscow): courier
 * delivery to a city, its fee, free-delivery sum and dates ('Доставим в Новосибирск 27–29 ноября').
 */
export const loader = apiRoute(async ({ request }: LoaderFunctionArgs) => {
  const raw = new URL(request.url).searchParams.get('cityId');
  if (raw !== null && !/^[1-9]\d{0,8}$/.test(raw)) throw new ApiError(400, 'Некорректный город');
  const db = await database();
  return deliveryEstimate(db, requestCityId(request, raw === null ? undefined : Number(raw)));
});

export const action = apiRoute(async () => methodNotAllowed());
