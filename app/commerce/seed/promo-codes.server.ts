import type { DbOrTx } from '../db/client.server';
import { insertPromoCodesIfMissing } from '../basket/promo.queries.server';

/**
 * The demo shop's promo codes, one per rule a shopper can meet (docs/configuration.md#demo-data lists them):
 * WELCOME10 −10 % once per user; MINUS500 −500 ₽ from 5 000 ₽; SALE20 −20 % for anyone;
 * EXPIRED15 ended; FUTURE20 not started; LIMITED300 −300 ₽ for the very first order only.
 */
export const DEMO_PROMO_CODES = [
  { code: 'WELCOME10', kind: 'percent', value: 10, oncePerUser: true },
  { code: 'MINUS500', kind: 'fixed', value: 500, minSum: 5000 },
  { code: 'SALE20', kind: 'percent', value: 20 },
  {
    code: 'EXPIRED15',
    kind: 'percent',
    value: 15,
    startsAt: new Date('2025-06-01T00:00:00+03:00'),
    endsAt: new Date('2025-09-01T00:00:00+03:00'),
  },
  { code: 'FUTURE20', kind: 'percent', value: 20, startsAt: new Date('2099-01-01T00:00:00+03:00') },
  { code: 'LIMITED300', kind: 'fixed', value: 300, usageLimit: 1 },
] as const;

/** Adds the demo promo codes that are missing (re-running keeps their usage counters). */
export async function seedPromoCodes(db: DbOrTx): Promise<void> {
  await insertPromoCodesIfMissing(
    db,
    DEMO_PROMO_CODES.map((promo) => ({ ...promo })),
  );
}
