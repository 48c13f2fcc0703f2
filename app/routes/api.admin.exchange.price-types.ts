import type { LoaderFunctionArgs } from '@remix-run/node';
import { db as database } from '~/commerce/db/client.server';
import { exchangeConfig } from '~/commerce/exchange/config.server';
import { listPriceTypes } from '~/commerce/exchange/warehouse-mapping.server';
import { ApiError } from '~/commerce/http/errors.server';
import { apiRoute } from '~/commerce/http/handler.server';
import { requireAdmin } from '~/commerce/orders/order-access.server';

/** GET /api/admin/exchange/price-types (ROLE_ADMIN): the price types 1С sent, their offer counts, which one shoppers pay. */
export const loader = apiRoute(async ({ request }: LoaderFunctionArgs) => {
  await requireAdmin(request);
  const config = exchangeConfig();
  if (!config) throw new ApiError(404, 'Обмен с 1С выключен: задай EXCHANGE_1C_LOGIN и EXCHANGE_1C_PASSWORD');
  return listPriceTypes(await database(), config);
});
