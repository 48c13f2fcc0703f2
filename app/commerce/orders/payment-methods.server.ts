import { formatRub } from '../../utils/money';
import {
  BNPL_LIMITS,
  type OnlinePaymentMethod,
  ONLINE_PAYMENT_METHODS,
  PAYMENT_METHOD_NAMES,
  type PaymentMethod,
  type PaymentMethodOption,
  methodTakes,
} from '../contract/payment-methods';
import { ApiError } from '../http/errors.server';
import { ordersConfig } from '../config/orders.server';

const NOTES: Record<PaymentMethod, string> = {
  card: 'Visa, Mastercard или «Мир»',
  sbp: 'Подтвердишь в приложении своего банка',
  sberpay: 'Подтвердишь в СберБанк Онлайн',
  tpay: 'Подтвердишь в приложении Т-Банка',
  bnpl: `Равными частями, для заказа от ${formatRub(BNPL_LIMITS.min)} до ${formatRub(BNPL_LIMITS.max)}`,
  on_receipt: 'Картой или наличными',
};

export const PAYMENT_METHOD_MESSAGES = {
  unavailable: 'Этот способ оплаты сейчас недоступен. Выбери другой',
  bnplTotal: `Частями можно оплатить заказ от ${formatRub(BNPL_LIMITS.min)} до ${formatRub(BNPL_LIMITS.max)}`,
} as const;

/**
 * The online ways to pay on offer: with YooKassa those its contract switches on
 * (YOOKASSA_PAYMENT_METHODS), with the test provider every one, so each path can be tried.
 */
export function onlineMethodsOnOffer(): OnlinePaymentMethod[] {
  const config = ordersConfig();
  return config.PAYMENT_PROVIDER === 'yookassa'
    ? config.YOOKASSA_PAYMENT_METHODS
    : [...ONLINE_PAYMENT_METHODS];
}

function option(id: PaymentMethod): PaymentMethodOption {
  const bnpl = id === 'bnpl';
  return {
    id,
    name: PAYMENT_METHOD_NAMES[id],
    note: NOTES[id],
    minTotal: bnpl ? BNPL_LIMITS.min : null,
    maxTotal: bnpl ? BNPL_LIMITS.max : null,
  };
}

/** GET /api/payments/methods: the online ways on offer, then payment on receipt. */
export function paymentMethodOptions(): PaymentMethodOption[] {
  return [...onlineMethodsOnOffer(), 'on_receipt' as const].map(option);
}

/** Refuses (422, beside the field) a way to pay that is off or does not take this order's total. */
export function checkPaymentMethod(method: PaymentMethod, total: number): void {
  const offered = paymentMethodOptions().find((candidate) => candidate.id === method);
  const message = !offered
    ? PAYMENT_METHOD_MESSAGES.unavailable
    : !methodTakes(offered, total)
      ? PAYMENT_METHOD_MESSAGES.bnplTotal
      : null;
  if (message) throw new ApiError(422, message, [{ property: 'paymentMethod', message }]);
}
