import type { ActionFunctionArgs } from '@remix-run/node';
import { StockLevelsRequestSchema } from '~/commerce/contract/stock-alerts';
import { db } from '~/commerce/db/client.server';
import { apiRoute, methodNotAllowed, readJson } from '~/commerce/http/handler.server';
import { setStockLevels } from '~/commerce/inventory/stock-levels.server';
import { requireAdmin } from '~/commerce/orders/order-access.server';

/**
 * PUT /api/admin/stock {items: [{sizeId, shopId, quantity}]} (ROLE_ADMIN): sets quantities as
 * given; shoppers waiting for a size that came back get their message. → {updated, notified}
 */
export const action = apiRoute(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== 'PUT') methodNotAllowed();
  await requireAdmin(request);
  const { items } = await readJson(request, StockLevelsRequestSchema);
  return setStockLevels(await db(), items);
});

export const loader = apiRoute(async () => methodNotAllowed());
