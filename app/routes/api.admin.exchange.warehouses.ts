import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { ExchangeWarehouseTieRequestSchema } from '~/commerce/contract/exchange';
import { db as database } from '~/commerce/db/client.server';
import { listWarehouses, mapWarehouse } from '~/commerce/exchange/warehouse-mapping.server';
import { apiRoute, readJson } from '~/commerce/http/handler.server';
import { requireAdmin } from '~/commerce/orders/order-access.server';

/** GET /api/admin/exchange/warehouses (ROLE_ADMIN): 1С's warehouses, where each one's stock goes and how much is there. */
export const loader = apiRoute(async ({ request }: LoaderFunctionArgs) => {
  await requireAdmin(request);
  return listWarehouses(await database());
});

/** POST /api/admin/exchange/warehouses (ROLE_ADMIN) {externalId, shopId|null}: ties a warehouse to a pickup shop or back to online stock. */
export const action = apiRoute(async ({ request }: ActionFunctionArgs) => {
  await requireAdmin(request);
  const { externalId, shopId } = await readJson(request, ExchangeWarehouseTieRequestSchema);
  return { warehouse: await mapWarehouse(await database(), externalId, shopId) };
});
