import {
  type CreatePaymentInput,
  type PaymentProvider,
  type ProviderPayment,
  PaymentProviderError,
} from './provider.server';

/** The storefront's page where the demo shopper "pays" (spec §2 flow: order → payment page → done). */
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
      raw: { provider: 'test', description: input.description, method: input.method },
    };
  },
  async fetch(): Promise<ProviderPayment> {
    throw new PaymentProviderError('The test provider keeps no payment state to fetch');
  },
};
