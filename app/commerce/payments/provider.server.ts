import type { OnlinePaymentMethod } from '../contract/payment-methods';
import type { Receipt } from './receipt';

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
  /** The fiscal receipt (54-ФЗ) sent with the payment; its positions add up to `amount`. */
  receipt: Receipt;
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

export interface CreateRefundInput {
  /** Our refunds row id (the test provider names its refund by it). */
  refundId: number;
  /** The provider's id of the payment the money goes back from. */
  paymentExternalId: string;
  /** Whole roubles. */
  amount: number;
  description: string;
  /** The refund's fiscal receipt (54-ФЗ); its positions add up to `amount`. */
  receipt: Receipt;
  idempotenceKey: string;
}

export interface ProviderRefund {
  externalId: string;
  /** The provider's id of the refunded payment. */
  paymentExternalId: string;
  status: ProviderStatus;
  /** Whole roubles. */
  amount: number;
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
  /** Sends (part of) a succeeded payment back. */
  refund(input: CreateRefundInput): Promise<ProviderRefund>;
  /** A refund's real state, when `remote`. */
  fetchRefund(externalId: string): Promise<ProviderRefund>;
}

/** The provider could not be reached or refused the request. */
export class PaymentProviderError extends Error {}
