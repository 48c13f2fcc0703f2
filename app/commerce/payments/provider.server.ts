import type { OnlinePaymentMethod } from '../contract/payment-methods';

/** A payment's state as a provider reports it, reduced to what the shop acts on. */
export type ProviderStatus = 'pending' | 'succeeded' | 'canceled';

export interface CreatePaymentInput {
  /** Our payments row id (the test provider's page is keyed by it). */
  paymentId: number;
  orderId: number;
  /** Whole roubles. */
  amount: number;
  description: string;
  /** The way to pay the shopper chose at checkout. */
  method: OnlinePaymentMethod;
  /** Where the provider sends the shopper back after paying. */
  returnUrl: string;
  /** Sent as the provider's idempotence key: a retried create never makes a second payment. */
  idempotenceKey: string;
}

export interface ProviderPayment {
  externalId: string;
  status: ProviderStatus;
  /** Whole roubles, as the provider holds it. */
  amount: number;
  currency: string;
  /** Where the shopper confirms the payment. */
  confirmationUrl: string | null;
  /** The order id the payment was created for (metadata), when the provider reports it. */
  orderId: number | null;
  raw: unknown;
}

/**
 * A card payment provider. The shop creates a payment, sends the shopper to its confirmation
 * page, and later asks the provider for the payment's real status: a notification is only a
 * hint to ask, never proof.
 */
export interface PaymentProvider {
  readonly name: 'test' | 'yookassa';
  /** True when the provider holds the truth about a payment and fetch asks it. */
  readonly remote: boolean;
  create(input: CreatePaymentInput): Promise<ProviderPayment>;
  fetch(externalId: string): Promise<ProviderPayment>;
}

/** The provider could not be reached or refused the request. */
export class PaymentProviderError extends Error {}
