import { z } from 'zod';

/** One failed field of a request (spec §5: server field errors, a list of property and text). */
export const FieldErrorSchema = z.object({ property: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldErrorSchema>;

/** The one body every failed API call answers with. */
export const ErrorBodySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(FieldErrorSchema),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Generic answer of calls that only report an outcome (spec §3). */
export const SuccessBodySchema = z.object({ success: z.boolean(), message: z.string().optional() });

export const MoneySchema = z.object({ value: z.number().int(), currency: z.string().default('RUB') });
export type Money = z.infer<typeof MoneySchema>;

/** The spec's default error text (§5). */
export const DEFAULT_ERROR_MESSAGE = 'Ошибка ввода данных';
