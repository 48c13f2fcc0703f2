// The ways to pay by name, and the rules that need no schema, without zod: the order pages'
// browser code imports only this, so their JavaScript does not carry the schemas' library
// (contract/payment-methods.ts has the schemas and re-exports all of this).

/**
 * Ways to pay online, each a YooKassa payment method (docs/decisions/0037-payment-methods.md):
 * card → bank_card, sbp → sbp, sberpay → sberbank, tpay → tinkoff_bank, bnpl → sber_bnpl
 * («Плати частями»). The shopper chooses one at checkout; the provider is told which.
 */
export const ONLINE_PAYMENT_METHODS = ['card', 'sbp', 'sberpay', 'tpay', 'bnpl'] as const;
export type OnlinePaymentMethod = (typeof ONLINE_PAYMENT_METHODS)[number];

/** Every way to pay an order: online, or when it is handed over. */
export const PAYMENT_METHODS = [...ONLINE_PAYMENT_METHODS, 'on_receipt'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** How each way to pay is called on the checkout, the order page and in letters. */
export const PAYMENT_METHOD_NAMES: Record<PaymentMethod, string> = {
  card: 'Картой онлайн',
  sbp: 'СБП',
  sberpay: 'SberPay',
  tpay: 'T-Pay',
  bnpl: 'Плати частями',
  on_receipt: 'При получении',
};

/** Whether an order paid this way is paid online, through the payment provider. */
export function isOnlinePayment(method: PaymentMethod): method is OnlinePaymentMethod {
  return method !== 'on_receipt';
}

/** The sums «Плати частями» takes, ₽ (YooKassa's documented limits of sber_bnpl). */
export const BNPL_LIMITS = { min: 1_000, max: 150_000 } as const;

/** Whether a way to pay takes an order of this total. */
export function methodTakes(
  option: { minTotal: number | null; maxTotal: number | null },
  total: number,
): boolean {
  return (
    (option.minTotal === null || total >= option.minTotal) &&
    (option.maxTotal === null || total <= option.maxTotal)
  );
}
