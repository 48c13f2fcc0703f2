// What the order pages' buttons do (/order/done/{id} 'Оплатить', /order/pay/{id} 'Оплатить' and
// 'Отменить'), kept out of the route modules. Each answers the path to send the shopper to; an
// order that no longer waits for the payment (paid in another tab, paid on delivery,
// cancelled) leads back to its own page, which says how it stands.
import type { Payment, TestPaymentOutcome } from '~/commerce/contract/payment';
import { ApiCallError } from '~/services/api-client.server';
import { orderIdParam, ownedOr404, startOrderPayment } from '~/services/orders.server';
import { confirmTestPayment } from '~/services/payments.server';
import type { StorefrontSession } from '~/sessions/storefront-session.server';

const orderPath = (id: number) => `/order/done/${id}`;
const isConflict = (error: unknown) => error instanceof ApiCallError && error.status === 409;

/**
 * 'Оплатить' on the order's page: the payment page of a new (or the waiting) card payment. An
 * order with nothing to pay goes back to its page with the API's reason as a notice; someone
 * else's order is a thrown 404.
 */
export async function orderPaymentPath(
  session: StorefrontSession,
  idParam: string | undefined,
): Promise<string> {
  const id = orderIdParam(idParam);
  try {
    const started = await ownedOr404(() => startOrderPayment(session, id));
    return started.redirectUrl;
  } catch (error) {
    if (!isConflict(error)) throw error;
    session.flash({ kind: 'notice', text: (error as ApiCallError).message });
    return orderPath(id);
  }
}

/**
 * The test payment page's buttons: settles the payment while it waits, then the order's page.
 * A payment settled meanwhile (a second tab) just leads there; one the test provider does not
 * own is a thrown 404.
 */
export async function settledPaymentPath(
  session: StorefrontSession,
  payment: Payment,
  outcome: TestPaymentOutcome,
): Promise<string> {
  if (payment.status !== 'pending') return payment.returnUrl;
  try {
    const settled = await ownedOr404(() => confirmTestPayment(session, payment.id, outcome));
    return settled.returnUrl;
  } catch (error) {
    if (!isConflict(error)) throw error;
    return payment.returnUrl;
  }
}
