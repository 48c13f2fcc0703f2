import { z } from 'zod';
import { envConfig, optionalText } from '../../utils/env-config.server';

const roubles = (fallback: number) => z.coerce.number().int().min(0).max(10_000_000).default(fallback);

/**
 * Commerce settings of baskets, orders, delivery, bonuses and payments. The spec leaves
 * fees, thresholds and bonus rates open (§9), so each is configurable with a default that
 * the README lists. Money is whole roubles.
 */
const OrdersConfigSchema = z
  .object({
    /** Courier delivery fee, ₽. */
    DELIVERY_COURIER_FEE: roubles(390),
    /** Goods sum (after the promo discount) from which courier delivery is free, ₽. */
    DELIVERY_FREE_FROM: roubles(7000),
    /** Largest share of the goods sum (after the promo discount) payable with bonus points, %. */
    BONUS_SPEND_MAX_PERCENT: z.coerce.number().int().min(0).max(100).default(30),
    /** Card payments: 'test' (built-in demo page) or 'yookassa' (real API). */
    PAYMENT_PROVIDER: z.enum(['test', 'yookassa']).default('test'),
    YOOKASSA_SHOP_ID: optionalText,
    YOOKASSA_SECRET_KEY: optionalText,
    YOOKASSA_API_URL: z.string().url().default('https://api.yookassa.ru/v3'),
  })
  .superRefine((config, ctx) => {
    if (config.PAYMENT_PROVIDER !== 'yookassa') return;
    for (const key of ['YOOKASSA_SHOP_ID', 'YOOKASSA_SECRET_KEY'] as const) {
      if (!config[key])
        ctx.addIssue({ code: 'custom', path: [key], message: 'required when PAYMENT_PROVIDER=yookassa' });
    }
  });

export type OrdersConfig = z.infer<typeof OrdersConfigSchema>;

const config = envConfig('orders configuration', OrdersConfigSchema);

/** The orders configuration from process.env, parsed once; throws listing every problem. */
export const ordersConfig = config.get;
/** Parses a given environment (tests pass their own). */
export const parseOrdersConfig = config.parse;
/** Drops the parsed copy so tests can change process.env between cases. */
export const resetOrdersConfigForTests = config.reset;
