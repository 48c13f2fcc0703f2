import { type Payment, PaymentSchema, type TestPaymentOutcome } from '~/commerce/contract/payment';
import { type PaymentMethods, PaymentMethodsSchema } from '~/commerce/contract/payment-methods';
import { apiCall, type ApiSession } from './api-client.server';

/** A payment of the shopper's order (GET /api/payments/{id}); a pending one is re-checked with its provider. */
export function getPayment(session: ApiSession, paymentId: number): Promise<Payment> {
  return apiCall({ path: `/api/payments/${paymentId}`, schema: PaymentSchema, session });
}

/**
 * The built-in test provider's answer (POST /api/payments/test/{id}/confirm): what the demo
 * shopper pressed on /order/pay/{id}: paid, declined, timed out or left.
 */
export function confirmTestPayment(
  session: ApiSession,
  paymentId: number,
  outcome: TestPaymentOutcome,
): Promise<Payment> {
  return apiCall({
    method: 'POST',
    path: `/api/payments/test/${paymentId}/confirm`,
    body: { outcome },
    schema: PaymentSchema,
    session,
  });
}

/** The ways to pay the checkout offers (GET /api/payments/methods). */
export function getPaymentMethods(session: ApiSession): Promise<PaymentMethods> {
  return apiCall({ path: '/api/payments/methods', schema: PaymentMethodsSchema, session });
}
