// The calls around orders that already exist: a user's list, tracking by number and phone, the
// admin's status change, and the shops an order can be picked up in. The order's own shape and
// its creation are in ./order.ts, which re-exports this file.
import { z } from 'zod';
import { PhoneSchema } from '../../utils/validation';
import {
  CARRIERS,
  DELIVERY_TYPES,
  ORDER_STATUSES,
  OrderHistoryEntrySchema,
  OrderSchema,
  OrderShipmentSchema,
  PickupShopSchema,
} from './order';

/** GET /api/order/list?page: the signed-in user's orders, newest first. */
export const OrderListSchema = z.object({
  orders: z.array(OrderSchema),
  totalItems: z.number().int(),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
});
export type OrderList = z.infer<typeof OrderListSchema>;

/** A positive whole number in a query string; empty or absent gives undefined. */
const queryId = (message: string) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return undefined;
      if (!/^[1-9]\d{0,8}$/.test(v)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return Number(v);
    });

export const OrderListQuerySchema = z.object({
  page: queryId('Некорректный номер страницы').transform((page) => page ?? 1),
});

/** POST /api/order/track: the order number and the phone it was placed with. */
export const OrderTrackRequestSchema = z.object({
  number: z
    .string({ required_error: 'Укажи номер заказа', invalid_type_error: 'Укажи номер заказа' })
    .trim()
    .min(1, 'Укажи номер заказа')
    .max(32, 'Некорректный номер заказа'),
  phone: PhoneSchema,
});

/** What tracking tells: status and its history, nothing personal. */
export const OrderTrackingSchema = z.object({
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  statusName: z.string(),
  createdAt: z.string(),
  deliveryType: z.enum(DELIVERY_TYPES),
  history: z.array(OrderHistoryEntrySchema),
  /** The carrier's tracking number once shipped; null before. */
  shipment: OrderShipmentSchema.nullable().default(null),
});
export type OrderTracking = z.infer<typeof OrderTrackingSchema>;

/** POST /api/order/{id}/status (ROLE_ADMIN): moves an order along; 'shipped' may carry the tracking number. */
export const OrderStatusChangeRequestSchema = z.object({
  status: z.enum(ORDER_STATUSES, { errorMap: () => ({ message: 'Неизвестный статус' }) }),
  note: z.string().trim().max(500).optional().default(''),
  trackingNumber: z
    .string({ invalid_type_error: 'Трек-номер — от 4 до 40 латинских букв, цифр и дефисов' })
    .trim()
    .regex(/^[A-Za-z0-9-]{4,40}$/, 'Трек-номер — от 4 до 40 латинских букв, цифр и дефисов')
    .optional(),
  carrier: z.enum(CARRIERS, { errorMap: () => ({ message: 'Неизвестная служба доставки' }) }).default('cdek'),
});

/** GET /api/order/pickup-shops?cityId: shops of a city and whether each has every chosen line. */
export const PickupShopsSchema = z.object({
  cityId: z.number().int(),
  shops: z.array(PickupShopSchema.extend({ available: z.boolean() })),
});
export type PickupShops = z.infer<typeof PickupShopsSchema>;

export const CityQuerySchema = z.object({ cityId: queryId('Некорректный город') });
