import type { PaymentMethod } from '~/commerce/contract/payment-methods';

const WAITING: Record<PaymentMethod, string> = {
  card: 'Заказ ждёт оплаты картой.',
  sbp: 'Заказ ждёт оплаты через СБП.',
  sberpay: 'Заказ ждёт оплаты через SberPay.',
  tpay: 'Заказ ждёт оплаты через T-Pay.',
  bnpl: 'Заказ ждёт оплаты частями.',
  on_receipt: 'Заказ оплатишь при получении.',
};

/** The line above 'Оплатить' on the order's page, in the words of the way chosen at checkout. */
export function awaitingPaymentText(method: PaymentMethod): string {
  return WAITING[method];
}
