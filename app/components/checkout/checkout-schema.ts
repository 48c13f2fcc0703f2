import { z } from 'zod';
import { OrderCreateRequestSchema } from '~/commerce/contract/order';

// The checkout form is checked with the API's own order schema (docs/product.md#validation texts included), so
// the browser, the storefront's action and the API say the same words about the same mistake.
// The form's strings are first turned into the order body: the checkbox's 'on' into true, the
// shop's id into a number, the address and flat into one line.

/** Form fields that are not part of the order body. */
export const CHECKOUT_FIELDS = { idempotencyKey: 'idempotencyKey', flat: 'flat' } as const;

const text = (form: Record<string, unknown>, name: string): string => {
  const value = form[name];
  return typeof value === 'string' ? value : '';
};

/** The order body of a submitted checkout form (before validation). */
export function orderBodyOf(raw: unknown): Record<string, unknown> {
  const form = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const deliveryType = text(form, 'deliveryType') || undefined;
  const street = text(form, 'address').trim();
  const flat = text(form, CHECKOUT_FIELDS.flat).trim();
  const shopId = Number(text(form, 'shopId'));
  return {
    name: text(form, 'name'),
    lastName: text(form, 'lastName'),
    secondName: text(form, 'secondName'),
    phone: text(form, 'phone'),
    email: text(form, 'email'),
    deliveryType,
    // Only the chosen way's fields count: a typed address is dropped when pickup is chosen.
    address: deliveryType === 'courier' ? (street && flat ? `${street}, кв. ${flat}` : street) : '',
    shopId: deliveryType === 'pickup' && Number.isInteger(shopId) && shopId > 0 ? shopId : undefined,
    pickupPointCode: deliveryType === 'pickup_point' ? text(form, 'pickupPointCode') || undefined : undefined,
    paymentMethod: text(form, 'paymentMethod') || undefined,
    comment: text(form, 'comment'),
    agreement: form.agreement === 'on' || form.agreement === 'true',
  };
}

/** The checkout form's fields as the browser sends them. */
export type CheckoutFormValues = {
  name: string;
  lastName: string;
  secondName: string;
  phone: string;
  email: string;
  deliveryType: string;
  address: string;
  flat: string;
  shopId: string;
  pickupPointCode: string;
  paymentMethod: string;
  comment: string;
  agreement: string;
  idempotencyKey: string;
};

/** The checkout form's schema: the order body's rules applied to what the form sent. */
export const CheckoutFormSchema = z.preprocess(orderBodyOf, OrderCreateRequestSchema);
export type CheckoutOrder = z.infer<typeof CheckoutFormSchema>;
