import { z } from 'zod';

/** One failed field of a request (docs/product.md#validation: server field errors, a list of property and text). */
export const FieldErrorSchema = z.object({ property: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldErrorSchema>;

/** The one body every failed API call answers with. */
export const ErrorBodySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(FieldErrorSchema),
  /**
   * Only on a refused request for a code (429): a code sent to this phone moments ago still
   * waits to be typed, and another may be asked for in this many seconds. A form then shows its
   * code step with this countdown rather than a dead end.
   */
  resendIn: z.number().int().positive().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Generic answer of calls that only report an outcome (docs/product.md#entities). */
export const SuccessBodySchema = z.object({ success: z.boolean(), message: z.string().optional() });

export const MoneySchema = z.object({ value: z.number().int(), currency: z.string().default('RUB') });
export type Money = z.infer<typeof MoneySchema>;

/** The spec's default error text (docs/product.md#validation). */
export const DEFAULT_ERROR_MESSAGE = 'Ошибка ввода данных';

/** A page number from 1 (number or numeric text); 1 when absent. Shared by every paged call. */
export const PageNumberSchema = z.coerce
  .number({ invalid_type_error: 'Номер страницы должен быть числом' })
  .int('Номер страницы должен быть целым числом')
  .min(1, 'Номер страницы начинается с 1')
  .max(100_000, 'Слишком большой номер страницы')
  .default(1);
