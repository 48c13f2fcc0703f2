import { z } from 'zod';
import { envConfig, optionalText } from '../../utils/env-config.server';
import { ONLINE_PAYMENT_METHODS, type OnlinePaymentMethod } from '../contract/payment-methods';

/** 'card, sbp' → ['card', 'sbp']; an unknown name fails the configuration. */
const methodList = z
  .string()
  .default('card')
  .transform((value, ctx): OnlinePaymentMethod[] => {
    const names = value
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    const unknown = names.filter((name) => !(ONLINE_PAYMENT_METHODS as readonly string[]).includes(name));
    if (unknown.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `unknown ${unknown.join(', ')}; use ${ONLINE_PAYMENT_METHODS.join(', ')}`,
      });
      return z.NEVER;
    }
    return ONLINE_PAYMENT_METHODS.filter((method) => names.includes(method));
  });

const roubles = (fallback: number) => z.coerce.number().int().min(0).max(10_000_000).default(fallback);

/**
 * Commerce settings of baskets, orders, delivery, bonuses and payments. The spec leaves
 * fees, thresholds and bonus rates open (docs/product.md#constants-and-limits), so each is configurable with a default that
 * docs/configuration.md lists. Money is whole roubles.
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
    /** The ways to pay switched on in the YooKassa shop's contract (the test provider offers all). */
    YOOKASSA_PAYMENT_METHODS: methodList,
    /** How long to wait for YooKassa's answer, ms: past it the call is an outage (503, retried later). */
    YOOKASSA_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    /**
     * The fiscal receipt's VAT code of every position (YooKassa's vat_code 1–12: 1 no VAT,
     * 11 the 22 % rate in force from 2026, 12 its 22/122 form; see YooKassa's 54-ФЗ tables).
     */
    RECEIPT_VAT_CODE: z.coerce.number().int().min(1).max(12).default(11),
    /** payment_mode of the receipt's positions: money before the goods are handed over is a prepayment. */
    RECEIPT_PAYMENT_MODE: z.enum(['full_prepayment', 'full_payment']).default('full_prepayment'),
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
/** What is wrong with a given environment's settings here, one line each. */
export const ordersConfigProblems = config.problems;
