import { z } from 'zod';
import { PageNumberSchema } from './common';

/** Changes per page of GET /api/user/bonus-history. */
export const BONUS_HISTORY_PAGE_SIZE = 20;

/** Why points came or went. */
export const BONUS_REASONS = [
  'order_spend',
  'order_earn',
  'order_cancel_refund',
  'order_cancel_reversal',
] as const;

/** Query of GET /api/user/bonus-history: the page, from 1. */
export const BonusHistoryQuerySchema = z.object({ page: PageNumberSchema });

/** One change of the balance: positive when points came, negative when they were spent. */
export const BonusTransactionSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  reason: z.enum(BONUS_REASONS),
  /** The order it belongs to ('Z-000123'), when there is one. */
  orderNumber: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type BonusTransaction = z.infer<typeof BonusTransactionSchema>;

/** A loyalty level as the member reads it (app/commerce/loyalty/loyalty-levels.ts). */
export const LoyaltyLevelSchema = z.object({
  code: z.enum(['start', 'temp', 'record']),
  name: z.string(),
  /** Percent of the price returned as points. */
  rate: z.number(),
});
export type LoyaltyLevelView = z.infer<typeof LoyaltyLevelSchema>;

/**
 * Answer of GET /api/user/bonus-history (not in the spec's call table: the personal area's
 * loyalty page needs it): the balance, the member's level, and one page of changes, newest first.
 */
export const BonusHistorySchema = z.object({
  success: z.literal(true),
  balance: z.number().int(),
  /** The level the member earns points at now. */
  level: LoyaltyLevelSchema,
  /** Paid, not cancelled purchases of the last 12 months (goods after promo discounts), ₽. */
  yearPurchases: z.number().int(),
  /** The next level and what is left to buy for it, ₽; null at the top level. */
  nextLevel: LoyaltyLevelSchema.extend({ remaining: z.number().int() }).nullable(),
  transactions: z.array(BonusTransactionSchema),
  totalItems: z.number().int(),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
});
export type BonusHistory = z.infer<typeof BonusHistorySchema>;
