import { db as database } from '~/commerce/db/client.server';
import { deliveryEstimate } from '~/commerce/delivery/delivery-rules.server';
import { requestCityId } from '~/commerce/http/request-city';
import { ApiError } from '~/commerce/http/errors.server';
import { pickupPointsIn } from '~/commerce/delivery/pickup-points.server';
import { DeliveryEstimateSchema } from '~/commerce/contract/delivery';
import { PickupPointsSchema } from '~/commerce/contract/pickup-points';
import { endpoint, type Endpoint } from '~/commerce/http/endpoint';

/** The endpoints of the area «Доставка». */
export const endpoints: Endpoint[] = [
  endpoint({
    method: 'get',
    path: '/api/delivery/estimate',
    summary:
      "GET /api/delivery/estimate?cityId (else the User-Location-Id header, else Moscow): courier delivery to a city, its fee, free-delivery sum and dates ('Доставим в Новосибирск 27–29 ноября').",
    response: DeliveryEstimateSchema,
    handler: async ({ request }) => {
      const raw = new URL(request.url).searchParams.get('cityId');
      if (raw !== null && !/^[1-9]\d{0,8}$/.test(raw)) throw new ApiError(400, 'Некорректный город');
      const db = await database();
      return deliveryEstimate(db, requestCityId(request, raw === null ? undefined : Number(raw)));
    },
  }),
  endpoint({
    method: 'get',
    path: '/api/delivery/pickup-points',
    summary:
      "GET /api/delivery/pickup-points?cityId&units (cityId: else User-Location-Id, else Moscow; units: pairs in the parcel, 1 by default): СДЭК's points and the tariff of that parcel.",
    response: PickupPointsSchema,
    handler: async ({ request }) => {
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
    },
  }),
];
