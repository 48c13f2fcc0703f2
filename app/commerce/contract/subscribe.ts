import { z } from 'zod';
import { EmailSchema } from '../../utils/validation';

export * from './subscribe-texts';

/**
 * The marketing platform's customer subscribe call (docs/product.md#api-calls), named the way that platform
 * names it: POST /api/mindbox/customer/subscribe with {email}.
 */
export const SUBSCRIBE_API_PATH = '/api/mindbox/customer/subscribe';

/** What the API says besides success. */
export const SUBSCRIBE_MESSAGES = {
  alreadySubscribed: 'Ты уже подписан на рассылку — письма со скидками придут на этот адрес',
} as const;

/** Body of the subscribe call: the email, checked with docs/product.md#validation rules and texts. */
export const SubscribeRequestSchema = z.object({ email: EmailSchema });
export type SubscribeRequest = z.input<typeof SubscribeRequestSchema>;

/**
 * Answer of the subscribe call (docs/product.md#api-calls): success, and a message when the address was
 * already subscribed (no second row is made). A refused email answers 400 with the common error body,
 * {success: false, message, errors: [{property: 'email', message}]}.
 */
export const SubscribeResponseSchema = z.object({ success: z.boolean(), message: z.string().optional() });
export type SubscribeResponse = z.infer<typeof SubscribeResponseSchema>;

/**
 * The confirmation link of the double opt-in (the letter sends the subscriber to the
 * storefront page `/subscribe/confirm/{token}`, which asks the API): GET ?token= tells the
 * link's state without changing anything, POST {token} confirms and issues the promo code.
 */
export const SUBSCRIBE_CONFIRM_API_PATH = '/api/mindbox/customer/subscribe/confirm';

/** The storefront page a confirmation letter links to. */
export function subscribeConfirmPath(token: string): string {
  return `/subscribe/confirm/${encodeURIComponent(token)}`;
}

/** A token as the link carries it: 43 characters of base64url (32 random bytes). */
export const SubscribeConfirmTokenSchema = z
  .string({ message: 'Ссылка не работает' })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'Ссылка не работает');
export const SubscribeConfirmRequestSchema = z.object({ token: SubscribeConfirmTokenSchema });

/**
 * A confirmation link's state: waiting for the subscriber's click, or confirmed with the
 * personal promo code it issued (percent off, usable once, until `promoValidUntil`). An
 * unknown link answers 404, an expired one 410, both with the common error body.
 */
export const SubscribeConfirmationSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('pending'), email: z.string() }),
  z.object({
    status: z.literal('confirmed'),
    email: z.string(),
    promoCode: z.string(),
    discountPercent: z.number().int(),
    promoValidUntil: z.string(),
  }),
]);
export type SubscribeConfirmation = z.infer<typeof SubscribeConfirmationSchema>;

/** What the API says about a confirmation link that does not work, and about too many subscribes. */
export const SUBSCRIBE_CONFIRM_MESSAGES = {
  invalid: 'Такой ссылки нет: возможно, она скопировалась не целиком',
  expired: 'Ссылка из письма устарела',
  tooManyForAddress: (wait: string) =>
    `Мы уже отправили письмо на этот адрес. Проверь почту (и папку «Спам») или попробуй снова через ${wait}`,
  tooManyFromIp: (wait: string) => `Слишком много подписок подряд. Попробуй снова через ${wait}`,
} as const;
