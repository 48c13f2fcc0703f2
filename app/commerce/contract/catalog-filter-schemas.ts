// The checks of a catalogue request's filter map (see ./catalog-filters for the codes and the
// value a client builds): the API's side only.
import { z } from 'zod';
import { PRICE_MESSAGES } from './catalog-filters';

/** One end of the price range: a number or numeric text, whole roubles; empty means open. */
const priceBound = z.unknown().transform((value, ctx): number | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string'
        ? Number(value.trim().replace(',', '.'))
        : NaN;
  if (!Number.isFinite(number) || (typeof value === 'string' && value.trim() === '')) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: PRICE_MESSAGES.notNumber });
    return z.NEVER;
  }
  if (number < 0) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: PRICE_MESSAGES.negative });
    return z.NEVER;
  }
  return Math.round(number);
});

/** The price filter's value: whole roubles; either end may be left open. */
export const PriceRangeInputSchema = z
  .object({ from: priceBound, to: priceBound }, { invalid_type_error: PRICE_MESSAGES.shape })
  .refine((r) => r.from === undefined || r.to === undefined || r.from <= r.to, {
    message: PRICE_MESSAGES.reversed,
    path: ['from'],
  });
export type PriceRangeInput = z.infer<typeof PriceRangeInputSchema>;

/**
 * The request's filter map. Only price is checked strictly (a malformed range is a 400);
 * every other code is read leniently by the API and unknown codes are dropped.
 */
export const CatalogFilterInputSchema = z
  .object({ price: PriceRangeInputSchema.optional() }, { invalid_type_error: 'Фильтр должен быть объектом' })
  .catchall(z.unknown());
