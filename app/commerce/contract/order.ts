import { z } from 'zod';
import {
  EmailSchema,
  LastNameSchema,
  NameSchema,
  PatronymicSchema,
  PhoneSchema,
  VALIDATION_MESSAGES,
} from '../../utils/validation';
import { OrderAttributionSchema } from './attribution';
import { LineProductSchema } from './basket';
import { PAYMENT_METHODS } from './payment-methods';
import { ProductShopStockSchema } from './product';

/** Order statuses, in the order an order goes through them (cancelled can end any unfinished one). */
export const ORDER_STATUSES = [
  'new',
  'confirmed',
  'assembling',
  'shipped',
  'ready_for_pickup',
  'done',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** courier: to an address; pickup: in one of the shop's own stores; pickup_point: a carrier's office (СДЭК). */
export const DELIVERY_TYPES = ['courier', 'pickup', 'pickup_point'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

export { PAYMENT_METHODS, type PaymentMethod } from './payment-methods';

/**
 * pending: not paid yet (online: waiting for the provider; on_receipt: until handed over);
 * refunded / partially_refunded: all or part of an online payment went back (docs/product.md#payments-and-delivery).
 */
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded', 'partially_refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Header that makes order creation safe to repeat: one key, one order. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Carriers an order can be handed to, and how the shopper reads them. */
export const CARRIERS = ['cdek', 'pochta', 'boxberry'] as const;
export type Carrier = (typeof CARRIERS)[number];
export const CARRIER_NAMES: Record<Carrier, string> = {
  cdek: 'СДЭК',
  pochta: 'Почта России',
  boxberry: 'Boxberry',
};

/** An order's carrier and tracking number, once it is handed over (docs/product.md#payments-and-delivery). */
export const OrderShipmentSchema = z.object({
  carrier: z.enum(CARRIERS),
  carrierName: z.string(),
  trackingNumber: z.string(),
});
export type OrderShipment = z.infer<typeof OrderShipmentSchema>;

const ADDRESS_MAX = 300;
const COMMENT_MAX = 1000;

const optionalText = (max: number, message: string) =>
  z
    .string({ invalid_type_error: message })
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => v ?? '');

/**
 * Body of POST /api/order: contacts (docs/product.md#validation rules and texts), delivery, payment, comment,
 * the agreement, and the promo code and bonus amount the basket showed. Field names match
 * the checkout form, so field errors land beside their fields.
 */
export const OrderCreateRequestSchema = z
  .object({
    name: NameSchema,
    lastName: LastNameSchema,
    secondName: PatronymicSchema.optional().transform((v) => v ?? ''),
    phone: PhoneSchema,
    email: EmailSchema,
    /** The city of delivery; the User-Location-Id header (or Moscow) when absent. */
    cityId: z.number().int().positive().optional(),
    deliveryType: z.enum(DELIVERY_TYPES, { errorMap: () => ({ message: 'Выбери способ доставки' }) }),
    address: optionalText(ADDRESS_MAX, 'Слишком длинный адрес'),
    shopId: z.number({ invalid_type_error: 'Выбери магазин' }).int().positive('Выбери магазин').optional(),
    /** The carrier's code of the chosen pickup point (GET /api/delivery/pickup-points). */
    pickupPointCode: z
      .string({ invalid_type_error: 'Выбери пункт выдачи' })
      .trim()
      .max(64, 'Такого пункта выдачи нет в твоём городе — выбери пункт из списка')
      .optional()
      .transform((v) => (v ? v : undefined)),
    paymentMethod: z.enum(PAYMENT_METHODS, { errorMap: () => ({ message: 'Выбери способ оплаты' }) }),
    comment: optionalText(COMMENT_MAX, `Комментарий длиннее ${COMMENT_MAX} символов`),
    agreement: z.literal(true, {
      errorMap: () => ({ message: VALIDATION_MESSAGES.agreementRequired }),
    }),
    promoCode: z
      .string()
      .trim()
      .max(64)
      .optional()
      .transform((v) => (v ? v : undefined)),
    bonusAmount: z
      .number({ invalid_type_error: 'Количество бонусов должно быть числом' })
      .int('Количество бонусов должно быть целым числом')
      .min(0, 'Количество бонусов не может быть меньше 0')
      .max(1_000_000_000)
      .default(0),
    /** Where the shopper came from (the storefront's UTM and click-id cookies); kept for reports. */
    attribution: OrderAttributionSchema.optional(),
  })
  .superRefine((order, ctx) => {
    if (order.deliveryType === 'courier' && order.address.length < 5) {
      ctx.addIssue({ code: 'custom', path: ['address'], message: 'Укажи адрес доставки' });
    }
    if (order.deliveryType === 'pickup' && order.shopId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['shopId'], message: 'Выбери магазин' });
    }
    if (order.deliveryType === 'pickup_point' && order.pickupPointCode === undefined) {
      ctx.addIssue({ code: 'custom', path: ['pickupPointCode'], message: 'Выбери пункт выдачи' });
    }
  });
export type OrderCreateRequest = z.infer<typeof OrderCreateRequestSchema>;

export const OrderLineSchema = z.object({
  /** docs/product.md#entities order line item: count, pricePerItem, product.ids.website (the size id). */
  count: z.number().int(),
  pricePerItem: z.number().int(),
  oldPricePerItem: z.number().int().nullable(),
  sum: z.number().int(),
  product: LineProductSchema.extend({
    ids: z.object({ website: z.number().int() }),
    /** The colour article. */
    code: z.string(),
  }),
});

export const OrderHistoryEntrySchema = z.object({
  status: z.enum(ORDER_STATUSES),
  statusName: z.string(),
  note: z.string(),
  createdAt: z.string(),
});

export const OrderPaymentSchema = z.object({
  id: z.number().int(),
  provider: z.string(),
  /** pending | succeeded | canceled */
  status: z.string(),
  amount: z.number().int(),
  /** Where to send the shopper to pay (the provider's page, or ours for the test provider). */
  confirmationUrl: z.string().nullable(),
});
export type OrderPayment = z.infer<typeof OrderPaymentSchema>;

/** A shop as checkout shows it: the same fields as the product page's shop list. */
export const PickupShopSchema = ProductShopStockSchema.pick({
  id: true,
  name: true,
  address: true,
  phone: true,
  hours: true,
  lat: true,
  lon: true,
});

/** The carrier's pickup point an order goes to, with the tariff and dates it was priced at. */
export const OrderPickupPointSchema = z.object({
  carrier: z.enum(CARRIERS),
  carrierName: z.string(),
  code: z.string(),
  name: z.string(),
  address: z.string(),
  /** The carrier's tariff the delivery was priced by, and what the carrier charges the shop. */
  tariffCode: z.number().int(),
  carrierPrice: z.number().int(),
  /** Expected arrival at the point, 'YYYY-MM-DD', and as the shopper reads it ('27–29 ноября'). */
  dateFrom: z.string(),
  dateTo: z.string(),
  dates: z.string(),
});
export type OrderPickupPoint = z.infer<typeof OrderPickupPointSchema>;

/** An order's sums in whole roubles: goods, promo discount, points spent, delivery, to pay. */
export const OrderSumsSchema = z.object({
  items: z.number().int(),
  promoDiscount: z.number().int(),
  bonuses: z.number().int(),
  delivery: z.number().int(),
  total: z.number().int(),
});

/** One order as its owner sees it (GET /api/order/{id}, lists, the done page). */
export const OrderSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  statusName: z.string(),
  createdAt: z.string(),
  contacts: z.object({
    name: z.string(),
    lastName: z.string(),
    secondName: z.string(),
    phone: z.string(),
    email: z.string(),
  }),
  delivery: z.object({
    type: z.enum(DELIVERY_TYPES),
    typeName: z.string(),
    cityId: z.number().int(),
    address: z.string(),
    shop: PickupShopSchema.nullable(),
    /** The carrier's pickup point of a pickup_point order; null for the other ways. */
    pickupPoint: OrderPickupPointSchema.nullable().default(null),
    fee: z.number().int(),
    /** The carrier's tracking number once shipped; null before. */
    shipment: OrderShipmentSchema.nullable().default(null),
  }),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentMethodName: z.string(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentStatusName: z.string(),
  comment: z.string(),
  items: z.array(OrderLineSchema),
  sums: OrderSumsSchema,
  promoCode: z.string().nullable(),
  bonusSpent: z.number().int(),
  /** Points the order earns; credited once it is paid (on receipt: once it is done). */
  bonusEarned: z.number().int(),
  bonusCredited: z.boolean(),
  history: z.array(OrderHistoryEntrySchema),
  payment: OrderPaymentSchema.nullable(),
  /** The owner may still cancel it (new and unpaid). */
  canCancel: z.boolean(),
  /** A card order that still waits for payment: POST /api/order/{id}/payment starts one. */
  canPay: z.boolean(),
});
export type Order = z.infer<typeof OrderSchema>;

/** Answer of POST /api/order: the order and where the shopper goes next (payment page or done page). */
export const OrderCreatedSchema = z.object({
  order: OrderSchema,
  redirectUrl: z.string(),
  /** Set when the card payment could not be started; the order exists and can be paid later. */
  paymentMessage: z.string().nullable(),
});
export type OrderCreated = z.infer<typeof OrderCreatedSchema>;

/** Answer of POST /api/order/{id}/payment: the payment to complete and where to send the shopper. */
export const PaymentStartedSchema = z.object({
  payment: OrderPaymentSchema.nullable(),
  redirectUrl: z.string(),
});
export type PaymentStarted = z.infer<typeof PaymentStartedSchema>;
