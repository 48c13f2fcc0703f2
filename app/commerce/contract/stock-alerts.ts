import { z } from 'zod';
import { EmailSchema, PhoneSchema } from '../../utils/validation';
import { STOCK_ALERT_LIVE_MAX, STOCK_ALERT_TEXTS } from './stock-alert-texts';

// 'Сообщить о поступлении' (docs/product.md#sizes-and-my-size): a shopper waits for a sold-out size of one colour by SMS
// or e-mail; the first stock write that brings it back sends one message and ends the wait.

export * from './stock-alert-texts';

/** The API's messages (the product page's form shows them as the API sends them). */
export const STOCK_ALERT_MESSAGES = {
  sizeNotFound: 'Такого размера нет',
  inStock: 'Этот размер есть в наличии — его можно купить прямо сейчас',
  liveLimit: `Можно ждать не больше ${STOCK_ALERT_LIVE_MAX} размеров сразу. Отпиши ненужные в личном кабинете или дождись сообщения`,
  dailyLimit: 'Слишком много подписок на этот контакт за сутки. Попробуй завтра',
  ipLimit: (wait: string) => `Слишком много подписок. Попробуй через ${wait}`,
  notFound: 'Подписка не найдена',
  unsubscribeNotFound: 'Ссылка для отписки не найдена',
} as const;

export const StockAlertChannelSchema = z.enum(['sms', 'email']);
export type StockAlertChannel = z.infer<typeof StockAlertChannelSchema>;

const SizeIdSchema = z.coerce
  .number({ invalid_type_error: STOCK_ALERT_TEXTS.sizeRequired })
  .int(STOCK_ALERT_TEXTS.sizeRequired)
  .positive(STOCK_ALERT_TEXTS.sizeRequired)
  .max(2_147_483_647, STOCK_ALERT_MESSAGES.sizeNotFound);

/** POST /api/stock-alerts: the size and how to reach the shopper, checked by channel. */
export const StockAlertRequestSchema = z.discriminatedUnion('channel', [
  z.object({ sizeId: SizeIdSchema, channel: z.literal('sms'), contact: PhoneSchema }),
  z.object({ sizeId: SizeIdSchema, channel: z.literal('email'), contact: EmailSchema }),
]);
export type StockAlertRequest = z.infer<typeof StockAlertRequestSchema>;

/** The answer to a subscribe: the size waited for, and whether it was waited for already. */
export const StockAlertCreatedSchema = z.object({
  id: z.number().int(),
  sizeId: z.number().int(),
  sizeRu: z.string(),
  alreadyWaiting: z.boolean(),
});
export type StockAlertCreated = z.infer<typeof StockAlertCreatedSchema>;

/** One live subscription of the signed-in shopper (GET /api/stock-alerts). */
export const StockAlertSchema = z.object({
  id: z.number().int(),
  sizeId: z.number().int(),
  sizeRu: z.string(),
  channel: StockAlertChannelSchema,
  contact: z.string(),
  createdAt: z.string(),
  product: z.object({
    /** The colour article code. */
    code: z.string(),
    url: z.string(),
    name: z.string(),
    brand: z.string(),
    colorName: z.string(),
  }),
});
export type StockAlert = z.infer<typeof StockAlertSchema>;

export const StockAlertListSchema = z.object({ items: z.array(StockAlertSchema) });
export type StockAlertList = z.infer<typeof StockAlertListSchema>;

/** POST /api/stock-alerts/unsubscribe {token}: ends every live wait of that link's contact. */
export const StockAlertUnsubscribeRequestSchema = z.object({
  token: z.string().trim().min(1).max(100),
});
export const StockAlertUnsubscribedSchema = z.object({
  /** How many waits the unsubscribe ended (0 when none were left). */
  cancelled: z.number().int(),
});

/** PUT /api/admin/stock (ROLE_ADMIN): quantities per size and shop, set as given. */
export const StockLevelsRequestSchema = z.object({
  items: z
    .array(
      z.object({
        sizeId: z.number().int().positive().max(2_147_483_647),
        shopId: z.number().int().positive().max(2_147_483_647),
        quantity: z.number().int().min(0).max(1_000_000),
      }),
    )
    .min(1)
    .max(1000),
});
export type StockLevelsRequest = z.infer<typeof StockLevelsRequestSchema>;

export const StockLevelsResponseSchema = z.object({
  /** Rows written. */
  updated: z.number().int(),
  /** Back-in-stock messages the write queued. */
  notified: z.number().int(),
});
