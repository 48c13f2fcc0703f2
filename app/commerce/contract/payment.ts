import { z } from 'zod';
import { PAYMENT_METHODS } from './payment-methods';

/** A payment attempt as its order's owner sees it (GET /api/payments/{id}, the payment page). */
export const PaymentSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  /** test | yookassa */
  provider: z.string(),
  /** pending | succeeded | canceled */
  status: z.enum(['pending', 'succeeded', 'canceled']),
  amount: z.number().int(),
  /** The way to pay the order was placed with, and its name ('СБП'). */
  method: z.enum(PAYMENT_METHODS),
  methodName: z.string(),
  confirmationUrl: z.string().nullable(),
  /** Where to go once the payment is settled: the order's done page. */
  returnUrl: z.string(),
});
export type Payment = z.infer<typeof PaymentSchema>;

/**
 * What the demo shopper did on the test payment page, each an ending a real payment can have:
 * paid; declined by the bank; not confirmed in time (the payment expires); left the page
 * (the payment keeps waiting).
 */
export const TEST_PAYMENT_OUTCOMES = ['succeeded', 'failed', 'timeout', 'abandoned'] as const;
export type TestPaymentOutcome = (typeof TEST_PAYMENT_OUTCOMES)[number];

/** POST /api/payments/test/{id}/confirm: what the demo shopper chose on the test payment page. */
export const TestPaymentConfirmRequestSchema = z.object({
  outcome: z.enum(TEST_PAYMENT_OUTCOMES, { errorMap: () => ({ message: 'Выбери результат оплаты' }) }),
});

/** POST /api/order/{id}/refund (ROLE_ADMIN): send back part of a paid order (all that is left when absent). */
export const RefundRequestSchema = z.object({
  amount: z
    .number({ invalid_type_error: 'Сумма возврата должна быть числом' })
    .int('Сумма возврата должна быть целым числом рублей')
    .positive('Сумма возврата должна быть больше нуля')
    .optional(),
});
