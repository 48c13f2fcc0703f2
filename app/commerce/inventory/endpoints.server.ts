import { StockLevelsRequestSchema, StockLevelsResponseSchema } from '~/commerce/contract/stock-alerts';
import { db } from '~/commerce/db/client.server';
import { setStockLevels } from '~/commerce/inventory/stock-levels.server';
import { requireAdmin } from '~/commerce/orders/order-access.server';
import { endpoint, type Endpoint } from '~/commerce/http/endpoint';

/** The endpoints of the area «Остатки». */
export const endpoints: Endpoint[] = [
  endpoint({
    method: 'put',
    path: '/api/admin/stock',
    summary:
      'PUT /api/admin/stock {items: [{sizeId, shopId, quantity}]} (ROLE_ADMIN): sets quantities as given; shoppers waiting for a size that came back get their message. → {updated, notified}',
    body: StockLevelsRequestSchema,
    response: StockLevelsResponseSchema,
    handler: async ({ request, readBody }) => {
      await requireAdmin(request);
      const { items } = await readBody();
      return setStockLevels(await db(), items);
    },
  }),
];
