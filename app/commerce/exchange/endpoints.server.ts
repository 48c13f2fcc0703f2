import { db, db as database } from '~/commerce/db/client.server';
import { exchangeConfig } from '~/commerce/exchange/config.server';
import { exchangeRequest } from '~/commerce/exchange/protocol.server';
import { ApiError } from '~/commerce/http/errors.server';
import {
  ExchangeGroupMappingRequestSchema,
  ExchangeWarehouseTieRequestSchema,
  ExchangeGroupListSchema,
  ExchangeWarehouseListSchema,
  ExchangePriceTypeListSchema,
} from '~/commerce/contract/exchange';
import { listGroupMapping, mapGroup } from '~/commerce/exchange/group-mapping.server';
import { requireAdmin } from '~/commerce/orders/order-access.server';
import { listWarehouses, mapWarehouse, listPriceTypes } from '~/commerce/exchange/warehouse-mapping.server';
import { z } from 'zod';
import { ExchangeGroupSchema, ExchangeWarehouseSchema } from '~/commerce/contract/exchange';
import { endpoint, type Endpoint, type EndpointArgs } from '~/commerce/http/endpoint';

/**
 * The CommerceML 2 exchange 1С's standard module calls (checkauth, init, file, import …; GET or
 * POST). Off, like an unknown API path, unless EXCHANGE_1C_LOGIN and EXCHANGE_1C_PASSWORD are set.
 */
async function exchange({ request }: EndpointArgs): Promise<Response> {
  const config = exchangeConfig();
  if (!config) throw new ApiError(404, 'Такого метода API нет');
  return exchangeRequest(request, config, db);
}

const EXCHANGE_SUMMARY =
  'Обмен с 1С по CommerceML 2 (mode=checkauth, init, file, import, query, success; GET или POST); ' +
  'выключен (404), пока не заданы EXCHANGE_1C_LOGIN и EXCHANGE_1C_PASSWORD.';

/** The endpoints of the area «Обмен с 1С». */
export const endpoints: Endpoint[] = [
  endpoint({
    method: 'get',
    path: '/api/exchange/1c',
    summary: EXCHANGE_SUMMARY,
    produces: 'text/plain',
    handler: exchange,
  }),
  endpoint({
    method: 'post',
    path: '/api/exchange/1c',
    summary: EXCHANGE_SUMMARY,
    produces: 'text/plain',
    handler: exchange,
  }),
  endpoint({
    method: 'get',
    path: '/api/admin/exchange/groups',
    summary:
      "GET /api/admin/exchange/groups (ROLE_ADMIN): 1С's groups, the section each fills, the sections to choose from.",
    response: ExchangeGroupListSchema,
    handler: async ({ request }) => {
      await requireAdmin(request);
      return listGroupMapping(await database());
    },
  }),
  endpoint({
    method: 'post',
    path: '/api/admin/exchange/groups',
    summary:
      'POST /api/admin/exchange/groups (ROLE_ADMIN) {externalId, sectionPath|null}: maps a group; its products move at once.',
    body: ExchangeGroupMappingRequestSchema,
    response: z.object({ group: ExchangeGroupSchema }),
    handler: async ({ request, readBody }) => {
      await requireAdmin(request);
      const { externalId, sectionPath } = await readBody();
      return { group: await mapGroup(await database(), externalId, sectionPath) };
    },
  }),
  endpoint({
    method: 'get',
    path: '/api/admin/exchange/warehouses',
    summary:
      "GET /api/admin/exchange/warehouses (ROLE_ADMIN): 1С's warehouses, where each one's stock goes and how much is there.",
    response: ExchangeWarehouseListSchema,
    handler: async ({ request }) => {
      await requireAdmin(request);
      return listWarehouses(await database());
    },
  }),
  endpoint({
    method: 'post',
    path: '/api/admin/exchange/warehouses',
    summary:
      'POST /api/admin/exchange/warehouses (ROLE_ADMIN) {externalId, shopId|null}: ties a warehouse to a pickup shop or back to online stock.',
    body: ExchangeWarehouseTieRequestSchema,
    response: z.object({ warehouse: ExchangeWarehouseSchema }),
    handler: async ({ request, readBody }) => {
      await requireAdmin(request);
      const { externalId, shopId } = await readBody();
      return { warehouse: await mapWarehouse(await database(), externalId, shopId) };
    },
  }),
  endpoint({
    method: 'get',
    path: '/api/admin/exchange/price-types',
    summary:
      'GET /api/admin/exchange/price-types (ROLE_ADMIN): the price types 1С sent, their offer counts, which one shoppers pay.',
    response: ExchangePriceTypeListSchema,
    handler: async ({ request }) => {
      await requireAdmin(request);
      const config = exchangeConfig();
      if (!config)
        throw new ApiError(404, 'Обмен с 1С выключен: задай EXCHANGE_1C_LOGIN и EXCHANGE_1C_PASSWORD');
      return listPriceTypes(await database(), config);
    },
  }),
];
