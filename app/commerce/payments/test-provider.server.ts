import {
  type CreatePaymentInput,
  type CreateRefundInput,
  type ProviderRefund,
  type PaymentProvider,
  type ProviderPayment,
  PaymentProviderError,
} from './provider.server';

/** The storefront's page where the demo shopper "pays" (docs/product.md#screens-and-routes flow: order → payment page → done). */
export function testPaymentPageUrl(paymentId: number): string {
  return `/order/pay/${paymentId}`;
}

/**
 * The built-in provider of the demo: nothing leaves the server. Its confirmation page is ours,
 * and POST /api/payments/test/{id}/confirm settles the payment; there is no remote state to fetch.
 */
export const testProvider: PaymentProvider = {
  name: 'test',
  remote: false,
  async create(input: CreatePaymentInput): Promise<ProviderPayment> {
    return {
      externalId: `test-${input.paymentId}`,
      status: 'pending',
      amount: input.amount,
      currency: 'RUB',
      confirmationUrl: testPaymentPageUrl(input.paymentId),
      orderId: input.orderId,
      // The receipt is kept as YooKassa would have been sent it, for the shop to check.
      raw: { provider: 'test', description: input.description, method: input.method, receipt: input.receipt },
    };
  },
  async fetch(): Promise<ProviderPayment> {
    throw new PaymentProviderError('The test provider keeps no payment state to fetch');
  },
  // A demo refund goes through at once, as most card refunds at YooKassa do.
  async refund(input: CreateRefundInput): Promise<ProviderRefund> {
    return {
      externalId: `test-refund-${input.refundId}`,
      paymentExternalId: input.paymentExternalId,
      status: 'succeeded',
      amount: input.amount,
      raw: { provider: 'test', description: input.description, receipt: input.receipt },
    };
  },
  async fetchRefund(): Promise<ProviderRefund> {
    throw new PaymentProviderError('The test provider keeps no refund state to fetch');
  },
};
