import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { db } from '~/commerce/db/client.server';
import { exchangeConfig } from '~/commerce/exchange/config.server';
import { exchangeRequest } from '~/commerce/exchange/protocol.server';
import { ApiError } from '~/commerce/http/errors.server';
import { apiRoute } from '~/commerce/http/handler.server';

/**
 * /api/exchange/1c: the CommerceML 2 exchange 1С's standard module calls (checkauth, init,
 * file, import …; GET or POST). Off, like an unknown API path, unless EXCHANGE_1C_LOGIN and
 * EXCHANGE_1C_PASSWORD are set.
 */
const exchange = apiRoute(async ({ request }: LoaderFunctionArgs | ActionFunctionArgs) => {
  const config = exchangeConfig();
  if (!config) throw new ApiError(404, 'Такого метода API нет');
  return exchangeRequest(request, config, db);
});

export const loader = exchange;
export const action = exchange;
