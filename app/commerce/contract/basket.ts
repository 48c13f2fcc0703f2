import { z } from 'zod';
import { ImageSetSchema } from './product';

import { MAX_LINE_QUANTITY } from './basket-limits';

export { MAX_LINE_QUANTITY };

const id = (message: string) =>
  z
    .number({ required_error: message, invalid_type_error: message })
    .int(message)
    .positive(message)
    .max(2_147_483_647, message);

const quantity = z
  .number({ required_error: 'Укажи количество', invalid_type_error: 'Количество должно быть числом' })
  .int('Количество должно быть целым числом')
  .min(1, 'Количество должно быть не меньше 1')
  .max(MAX_LINE_QUANTITY, `Количество должно быть не больше ${MAX_LINE_QUANTITY}`);

/**
 * Query of every basket call (docs/product.md#api-calls): the client-stored promo code and bonus amount
 * (docs/product.md#entities, 24 h cookies). Empty values mean "none".
 */
export const BasketQuerySchema = z.object({
  promoCode: z
    .string()
    .optional()
    .transform((v) => (v && v.trim() !== '' ? v.trim().slice(0, 64) : undefined)),
  bonusAmount: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return 0;
      if (!/^\d{1,9}$/.test(v.trim())) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          message: 'Количество бонусов должно быть целым числом не меньше 0',
        });
        return z.NEVER;
      }
      return Number(v.trim());
    }),
});
export type BasketQuery = z.infer<typeof BasketQuerySchema>;

/** POST /api/basket/add: a size (product_sizes.id) and one unit (docs/product.md#constants-and-limits). */
export const BasketAddRequestSchema = z.object({
  productId: id('Некорректный товар'),
  quantity: quantity.default(1),
});

/** A numeric id in a path (DELETE /api/basket/{id}). */
export const LineIdParamSchema = z
  .string({ required_error: 'Некорректная позиция корзины' })
  .regex(/^[1-9]\d{0,8}$/, 'Некорректная позиция корзины')
  .transform(Number);

/** POST /api/basket/change: a line (its basketId) and its new quantity. */
export const BasketChangeRequestSchema = z.object({
  basketId: id('Некорректная позиция корзины'),
  quantity,
});

/** POST /api/basket/choose: the lines chosen for checkout; the others are unchosen. */
export const BasketChooseRequestSchema = z.object({
  basketIds: z
    .array(id('Некорректная позиция корзины'), {
      required_error: 'Укажи позиции корзины',
      invalid_type_error: 'Укажи позиции корзины',
    })
    .max(500, 'Слишком много позиций'),
});

/**
 * POST /api/basket/delay: postpones a line ('Отложить': kept in the basket, out of the order and
 * the sums) or brings it back into the order.
 */
export const BasketDelayRequestSchema = z.object({
  basketId: id('Некорректная позиция корзины'),
  delay: z.boolean({
    required_error: 'Укажи, отложить ли товар',
    invalid_type_error: 'Укажи, отложить ли товар',
  }),
});

/** A basket line (docs/product.md#entities): productId is the size, basketId the line. */
export const BasketProductSchema = z.object({
  basketId: z.number().int(),
  productId: z.number().int(),
  canBuy: z.boolean(),
  delay: z.boolean(),
  quantity: z.number().int(),
});
export type BasketProduct = z.infer<typeof BasketProductSchema>;

/** A line that cannot be bought as it is, with the reason in Russian. */
export const CantBuyProductSchema = BasketProductSchema.extend({
  /** Units in stock now. */
  available: z.number().int(),
  /** 'Нет в наличии' or 'Доступно только N шт.' */
  reason: z.string(),
});

/**
 * The basket (docs/product.md#entities). `products` holds every line (canBuy tells which can be bought),
 * `cantBuyProducts` repeats the ones that cannot, with the reason. `sum` is what the chosen
 * buyable lines cost after the promo discount and spent bonuses, delivery not included.
 * `promoCode` is the applied code or null; `promoMessage` says why a code was refused.
 */
export const BasketSchema = z.object({
  products: z.array(BasketProductSchema),
  cantBuyProducts: z.array(CantBuyProductSchema),
  sum: z.number().int(),
  promoCode: z.string().nullable(),
  promoMessage: z.string().nullable(),
  promoDiscount: z.number().int(),
  spentBonuses: z.number().int(),
  bonusMessage: z.string().nullable(),
  /** Units in the basket (all lines), for the header counter. */
  count: z.number().int(),
});
export type Basket = z.infer<typeof BasketSchema>;

/**
 * What every page's header needs of the basket (GET /api/basket/header): the unit count of
 * all lines, as `count` of the basket, and each line's size, quantity and whether it is set
 * aside (the sizes 'В корзину' would only open the added dialog for), oldest first. No stock,
 * prices or promo: a page view asks for it on every page, the cart page for the whole basket.
 */
export const BasketHeaderSchema = z.object({
  count: z.number().int(),
  products: z.array(BasketProductSchema.pick({ productId: true, quantity: true, delay: true })),
});
export type BasketHeader = z.infer<typeof BasketHeaderSchema>;

/** What a basket or order line shows of its product. */
export const LineProductSchema = z.object({
  /** The product page: /product/{colour article}. */
  link: z.string(),
  image: ImageSetSchema,
  name: z.string(),
  brand: z.string(),
  color: z.string(),
  size: z.object({ ru: z.string() }),
});
export type LineProduct = z.infer<typeof LineProductSchema>;

/** A cart-display line (docs/product.md#entities) with what the cart page shows besides. */
export const BasketFullProductSchema = BasketProductSchema.merge(LineProductSchema).extend({
  chosen: z.boolean(),
  available: z.number().int(),
  /** Why it cannot be bought, or null. */
  reason: z.string().nullable(),
  price: z.number().int(),
  oldPrice: z.number().int().nullable(),
  /** Catalogue discount, %. */
  discount: z.number().int(),
  /** Bonus points one unit earns. */
  bonus: z.number().int(),
  /** price × quantity. */
  sum: z.number().int(),
  /** The article (colour code) shown under the name. */
  articleCharacteristic: z.string(),
  additionalInfo: z.object({ detailName: z.string(), currency: z.string() }),
});
export type BasketFullProduct = z.infer<typeof BasketFullProductSchema>;

/** The sums of the cart page; they cover the chosen lines that can be bought. */
export const BasketSummarySchema = z.object({
  /** Units counted. */
  units: z.number().int(),
  /** Sum before catalogue discounts (old prices). */
  itemsBeforeDiscount: z.number().int(),
  /** Catalogue discount: itemsBeforeDiscount − items. */
  discount: z.number().int(),
  /** Sum at current prices. */
  items: z.number().int(),
  promoDiscount: z.number().int(),
  spentBonuses: z.number().int(),
  /** Courier fee for this sum (0 once free delivery applies); pickup is free. */
  delivery: z.number().int(),
  /** Roubles still needed for free courier delivery (0 when reached). */
  leftToFreeDelivery: z.number().int(),
  /** items − promoDiscount − spentBonuses + delivery (courier). */
  total: z.number().int(),
  /** Bonus points the chosen lines earn once the order is paid. */
  bonusToEarn: z.number().int(),
});
export type BasketSummary = z.infer<typeof BasketSummarySchema>;

/** GET /api/basket/full: the basket with cart-display lines, sums and bonus limits. */
export const BasketFullSchema = BasketSchema.extend({
  products: z.array(BasketFullProductSchema),
  summary: BasketSummarySchema,
  bonuses: z.object({
    /** The user's balance; null for guests (who see the bonus hint). */
    balance: z.number().int().nullable(),
    /** The most points this basket can take now. */
    max: z.number().int(),
    /** Largest share of the sum payable with points, %. */
    maxPercent: z.number().int(),
  }),
  delivery: z.object({ courierFee: z.number().int(), freeFrom: z.number().int() }),
});
export type BasketFull = z.infer<typeof BasketFullSchema>;
