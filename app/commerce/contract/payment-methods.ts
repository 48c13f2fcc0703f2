import { z } from 'zod';
import { PAYMENT_METHODS } from './payment-method-rules';

export {
  BNPL_LIMITS,
  isOnlinePayment,
  methodTakes,
  ONLINE_PAYMENT_METHODS,
  type OnlinePaymentMethod,
  PAYMENT_METHOD_NAMES,
  PAYMENT_METHODS,
  type PaymentMethod,
} from './payment-method-rules';

/** One way to pay as the checkout offers it (GET /api/payments/methods). */
export const PaymentMethodOptionSchema = z.object({
  id: z.enum(PAYMENT_METHODS),
  name: z.string(),
  /** One short line under the name. */
  note: z.string(),
  /** Smallest and largest order total this way takes, ₽; null when any. */
  minTotal: z.number().int().nullable(),
  maxTotal: z.number().int().nullable(),
});
export type PaymentMethodOption = z.infer<typeof PaymentMethodOptionSchema>;

export const PaymentMethodsSchema = z.object({ methods: z.array(PaymentMethodOptionSchema) });
export type PaymentMethods = z.infer<typeof PaymentMethodsSchema>;
