import { z } from 'zod';

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
  confirmationUrl: z.string().nullable(),
  /** Where to go once the payment is settled: the order's done page. */
  returnUrl: z.string(),
});
export type Payment = z.infer<typeof PaymentSchema>;

/** POST /api/payments/test/{id}/confirm: what the demo shopper chose on the test payment page. */
export const TestPaymentConfirmRequestSchema = z.object({
  outcome: z.enum(['succeeded', 'failed'], { errorMap: () => ({ message: 'Выбери результат оплаты' }) }),
});
