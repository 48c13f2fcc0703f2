import type { PaymentMethods } from '~/commerce/contract/payment-methods';
import { apiRoute, methodNotAllowed } from '~/commerce/http/handler.server';
import { paymentMethodOptions } from '~/commerce/orders/payment-methods.server';

/** GET /api/payments/methods: the ways to pay the checkout offers, in the order it shows them. */
export const loader = apiRoute(async (): Promise<PaymentMethods> => ({ methods: paymentMethodOptions() }));

export const action = apiRoute(async () => methodNotAllowed());
