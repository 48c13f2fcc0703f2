import { requestOwner } from '~/commerce/customers/request-owner.server';
import { OrderCreateRequestSchema, OrderCreatedSchema, OrderSchema } from '~/commerce/contract/order';
import { db as database } from '~/commerce/db/client.server';
import { readJson, readQuery } from '~/commerce/http/handler.server';
import { requestCityId } from '~/commerce/http/request-city';
import {
  idempotencyKeyOf,
  publicOrigin,
  listUserOrders,
  trackOrder,
} from '~/commerce/orders/order-api.server';
import { placeOrder } from '~/commerce/payments/order-checkout.server';
import { requireUser } from '~/commerce/customers/auth.server';
import {
  OrderListQuerySchema,
  OrderTrackRequestSchema,
  CityQuerySchema,
  OrderStatusChangeRequestSchema,
  OrderListSchema,
  OrderTrackingSchema,
  PickupShopsSchema,
} from '~/commerce/contract/order-lookups';
import { listPickupShops } from '~/commerce/orders/delivery.server';
import { requireOwnedOrderParam, pathId, requireAdmin } from '~/commerce/orders/order-access.server';
import { orderView } from '~/commerce/orders/order-view.server';
import {
  cancelOrderByOwner,
  changeOrderStatus,
  ORDER_MESSAGES,
} from '~/commerce/orders/order-lifecycle.server';
import { selectOrderById } from '~/commerce/orders/order.queries.server';
import { sendRefunds } from '~/commerce/payments/refund.server';
import { listAdminOrders } from '~/commerce/orders/admin-orders.server';
import { AdminOrderListSchema } from '~/commerce/contract/admin-order';
import { endpoint, type Endpoint } from '~/commerce/http/endpoint';

/** The endpoints of the area «Заказы». */
export const endpoints: Endpoint[] = [
  endpoint({
    method: 'post',
    path: '/api/order',
    summary:
      'POST /api/order (Idempotency-Key header; Bearer or Fuser-Token): an order from the chosen basket lines. 201 with the new order, 200 with the same order for a repeated key.',
    body: OrderCreateRequestSchema,
    response: OrderCreatedSchema,
    status: 201,
    handler: async ({ request }) => {
      const db = await database();
      const owner = await requestOwner(db, request);
      const idempotencyKey = idempotencyKeyOf(request);
      const body = await readJson(request, OrderCreateRequestSchema);
      const { created, answer } = await placeOrder(db, {
        owner,
        body,
        cityId: requestCityId(request, body.cityId),
        idempotencyKey,
        origin: publicOrigin(request),
      });
      return Response.json(answer, { status: created ? 201 : 200, headers: { 'Cache-Control': 'no-store' } });
    },
  }),
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
    handler: async ({ request }) => {
      const { number, phone } = await readJson(request, OrderTrackRequestSchema);
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
    method: 'post',
    path: '/api/order/{id}/cancel',
    summary:
      'POST /api/order/{id}/cancel: the owner cancels an order not yet sent (a paid one is refunded); answers the order.',
    response: OrderSchema,
    handler: async ({ request, params }) => {
      const db = await database();
      const order = await requireOwnedOrderParam(db, request, params.id);
      await cancelOrderByOwner(db, order.id);
      await sendRefunds(db, order.id);
      return orderView(db, (await selectOrderById(db, order.id))!);
    },
  }),
  endpoint({
    method: 'post',
    path: '/api/order/{id}/status',
    summary:
      "POST /api/order/{id}/status {status, note, trackingNumber?, carrier?} (ROLE_ADMIN): moves an order along its statuses; 'shipped' may carry the carrier's tracking number.",
    body: OrderStatusChangeRequestSchema,
    response: OrderSchema,
    handler: async ({ request, params }) => {
      await requireAdmin(request);
      const id = pathId(params.id, ORDER_MESSAGES.notFound);
      const { status, note, trackingNumber, carrier } = await readJson(
        request,
        OrderStatusChangeRequestSchema,
      );
      const db = await database();
      const shipment = trackingNumber ? { carrier, trackingNumber } : undefined;
      await changeOrderStatus(db, id, status, note, publicOrigin(request), shipment);
      // A cancelled paid order's money goes back.
      if (status === 'cancelled') await sendRefunds(db, id);
      return orderView(db, (await selectOrderById(db, id))!);
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
];
