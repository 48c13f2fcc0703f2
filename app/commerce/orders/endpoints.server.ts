import { requestOwner } from '~/commerce/customers/request-owner.server';
import { OrderSchema } from '~/commerce/contract/order';
import { db as database } from '~/commerce/db/client.server';
import { readJson, readQuery } from '~/commerce/http/handler.server';
import { requestCityId } from '~/commerce/http/request-city';
import { listUserOrders, trackOrder } from '~/commerce/orders/order-api.server';
import { requireUser } from '~/commerce/customers/auth.server';
import {
  OrderListQuerySchema,
  OrderTrackRequestSchema,
  CityQuerySchema,
  OrderListSchema,
  OrderTrackingSchema,
  PickupShopsSchema,
} from '~/commerce/contract/order-lookups';
import { listPickupShops } from '~/commerce/orders/delivery.server';
import { requireOwnedOrderParam, requireAdmin } from '~/commerce/orders/order-access.server';
import { orderView } from '~/commerce/orders/order-view.server';
import { listAdminOrders } from '~/commerce/orders/admin-orders.server';
import { AdminOrderListSchema } from '~/commerce/contract/admin-order';
import { publicOrigin } from '~/commerce/http/request-helpers.server';
import { z } from 'zod';
import { handleCdekWebhook } from '~/commerce/orders/carrier-status.server';
import { endpoint, type Endpoint } from '~/commerce/http/endpoint';

/** The endpoints of the area «Заказы». */
export const endpoints: Endpoint[] = [
  endpoint({
    method: 'get',
    path: '/api/order/list',
    summary: "GET /api/order/list?page (Bearer): the signed-in user's orders, newest first, 10 per page.",
    query: OrderListQuerySchema,
    response: OrderListSchema,
    handler: async ({ request }) => {
      const { userId } = await requireUser(request);
      const { page } = readQuery(request, OrderListQuerySchema);
      return listUserOrders(await database(), userId, page);
    },
  }),
  endpoint({
    method: 'post',
    path: '/api/order/track',
    summary: 'POST /api/order/track {number, phone}: status and history, for /delivery/order-tracking.',
    body: OrderTrackRequestSchema,
    response: OrderTrackingSchema,
    handler: async ({ readBody }) => {
      const { number, phone } = await readBody();
      return trackOrder(await database(), number, phone);
    },
  }),
  endpoint({
    method: 'get',
    path: '/api/order/pickup-shops',
    summary: "GET /api/order/pickup-shops?cityId: the city's shops and whether each has every chosen line.",
    query: CityQuerySchema,
    response: PickupShopsSchema,
    handler: async ({ request }) => {
      const db = await database();
      const owner = await requestOwner(db, request);
      const { cityId } = readQuery(request, CityQuerySchema);
      return listPickupShops(db, owner, requestCityId(request, cityId));
    },
  }),
  endpoint({
    method: 'get',
    path: '/api/order/{id}',
    summary:
      'GET /api/order/{id}: one order, for its owner only (the user, or the guest who placed it); 404 otherwise.',
    response: OrderSchema,
    handler: async ({ request, params }) => {
      const db = await database();
      return orderView(db, await requireOwnedOrderParam(db, request, params.id));
    },
  }),
  endpoint({
    method: 'get',
    path: '/api/admin/orders',
    summary:
      'GET /api/admin/orders?page (ROLE_ADMIN): every order with its sums, status and attribution, newest first.',
    query: OrderListQuerySchema,
    response: AdminOrderListSchema,
    handler: async ({ request }) => {
      await requireAdmin(request);
      const { page } = readQuery(request, OrderListQuerySchema);
      return listAdminOrders(await database(), page);
    },
  }),
  endpoint({
    method: 'post',
    path: '/api/delivery/cdek/webhook',
    summary:
      "POST /api/delivery/cdek/webhook: СДЭК's ORDER_STATUS notification (subscribed with POST /v2/webhooks). The body is never trusted: the parcel's status is read back from СДЭК.",
    body: z.unknown(),
    handler: async ({ request }) => {
      const body = await readJson(request, z.unknown());
      return handleCdekWebhook(await database(), body, publicOrigin(request));
    },
  }),
];
