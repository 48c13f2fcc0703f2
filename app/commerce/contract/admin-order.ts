import { z } from 'zod';
import { ClickIdRecordSchema, UtmDataSchema } from './attribution';
import { DELIVERY_TYPES, ORDER_STATUSES, OrderSumsSchema, PAYMENT_METHODS, PAYMENT_STATUSES } from './order';

/** One order of GET /api/admin/orders: what it sold for, where it stands, where it came from. */
export const AdminOrderSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  statusName: z.string(),
  deliveryType: z.enum(DELIVERY_TYPES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  promoCode: z.string().nullable(),
  sums: OrderSumsSchema,
  attribution: z.object({
    utm: UtmDataSchema.nullable(),
    clickId: ClickIdRecordSchema.nullable(),
  }),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;

/** GET /api/admin/orders?page (ROLE_ADMIN): every order, newest first, a fixed page size. */
export const AdminOrderListSchema = z.object({
  orders: z.array(AdminOrderSchema),
  totalItems: z.number().int(),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminOrderList = z.infer<typeof AdminOrderListSchema>;
