import type { ActionFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { MAX_LINE_QUANTITY } from '~/commerce/contract/basket';
import { ADD_TO_CART_FAILED, type CartAddedItem, SIZE_REQUIRED } from '~/components/basket/cart-added-item';
import { cartMessageOf, type CartReply } from '~/components/basket/cart-action';
import { ApiCallError, isAbortError } from '~/services/api-client.server';
import {
  addToBasket,
  type BasketExtras,
  changeBasketQuantity,
  chooseBasketLines,
  clearBasket,
  delayBasketLine,
  getBasket,
  getFullBasket,
  removeBasketLine,
} from '~/services/basket.server';
import { replyAfterPost, returnPathOf, readStorefrontForm } from '~/forms/form-post.server';
import type { Flash } from '~/forms/flash';
import { ensureGuestToken } from '~/sessions/guest-token.server';
import { rememberMySize } from '~/routes-shared/my-size.server';
import type { StorefrontSession } from '~/sessions/storefront-session.server';
import { storefrontRoute } from '~/sessions/storefront-route.server';
import { logger } from '~/utils/log.server';

// Every basket form posts here: 'В корзину' on product pages, and the cart page's quantity,
// remove, postpone, clear, choose, promo code and bonus forms (docs/product.md#screens-and-routes, docs/product.md#basket). With JavaScript a fetcher
// gets conform's reply in place (a CartReply: the added line beside it); without it the answer is
// 303 back with flash state (the cart-added modal, a notice, or a field's error).

const id = z.coerce.number().int().positive().max(2_147_483_647);
const quantity = z.coerce.number().int().min(1).max(MAX_LINE_QUANTITY);
const CartFormSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('add'), productId: id.optional(), footwear: z.literal('1').optional() }),
  // The − and + buttons send `set`; the select sends `quantity` (both are in one form).
  z.object({
    intent: z.literal('change'),
    basketId: id,
    set: quantity.optional(),
    quantity: quantity.optional(),
  }),
  z.object({ intent: z.literal('remove'), basketId: id }),
  // 'Отложить' sends delay=1, 'Вернуть в заказ' delay=0.
  z.object({
    intent: z.literal('delay'),
    basketId: id,
    delay: z.enum(['1', '0']).transform((v) => v === '1'),
  }),
  z.object({ intent: z.literal('clear') }),
  // Ticked checkboxes: none, one (a single value) or several (a list).
  z.object({
    intent: z.literal('choose'),
    basketIds: z.preprocess((ids) => (ids === undefined ? [] : [ids].flat()), z.array(id).max(500)),
  }),
  z.object({ intent: z.literal('promo'), promoCode: z.string().trim().max(64) }),
  z.object({ intent: z.literal('promo-remove') }),
  z.object({
    intent: z.literal('bonus'),
    bonusAmount: z
      .string()
      .trim()
      .regex(/^\d{0,9}$/),
  }),
]);
type CartForm = z.infer<typeof CartFormSchema>;

/** A refusal the shopper sees: beside a field (`field`) or as a notice (the whole form's message). */
class CartRefusal extends Error {
  constructor(
    message: string,
    readonly field?: 'promoCode' | 'bonusAmount' | 'productId',
  ) {
    super(message);
  }
}

const extrasOf = (session: StorefrontSession): BasketExtras => ({
  promoCode: session.promoCode,
  bonusAmount: session.bonusAmount,
});

/** The line of a size as the cart-added modal shows it, from the full basket; null if it is gone. */
async function cartAddedItem(
  session: StorefrontSession,
  sizeId: number,
  extras: BasketExtras = {},
): Promise<CartAddedItem | null> {
  const basket = await getFullBasket(session, extras);
  const line = basket.products.find((product) => product.productId === sizeId);
  if (!line) return null;
  return {
    sizeId,
    link: line.link,
    image: line.image,
    title: line.brand,
    name: line.name,
    color: line.color,
    size: line.size.ru,
    quantity: line.quantity,
    price: line.price,
  };
}

const CHANGE_FAILED = 'Не получилось обновить корзину. Попробуй ещё раз.';

/**
 * What the shopper reads when a basket call fails. Stock refusals (409) carry the API's own
 * words ('Доступно только 2 шт.'), which say what to do; anything else gets the generic notice
 * (docs/product.md#errors) and is logged.
 */
function cartFailureMessage(intent: string, error: unknown): string {
  if (error instanceof ApiCallError && error.status === 409) return error.message;
  logger('basket').error({ error: error instanceof Error ? error.message : error }, `${intent} failed`);
  return intent === 'add' ? ADD_TO_CART_FAILED : CHANGE_FAILED;
}

/** What a change that went through leaves to show: the added line, for 'В корзину'. */
type Done = { item?: CartAddedItem };

async function run(change: CartForm, session: StorefrontSession): Promise<Done> {
  const extras = extrasOf(session);
  switch (change.intent) {
    case 'add': {
      if (!change.productId) throw new CartRefusal(SIZE_REQUIRED, 'productId');
      await addToBasket(session, change.productId, extras);
      const item = await cartAddedItem(session, change.productId, extras);
      if (item && change.footwear) await rememberMySize(session, item.size);
      return { item: item ?? undefined };
    }
    case 'change': {
      const to = change.set ?? change.quantity;
      if (to === undefined) throw new CartRefusal('Выбери количество');
      await changeBasketQuantity(session, change.basketId, to, extras);
      return {};
    }
    case 'remove':
      await removeBasketLine(session, change.basketId, extras);
      return {};
    case 'delay':
      await delayBasketLine(session, change.basketId, change.delay, extras);
      return {};
    case 'clear':
      await clearBasket(session);
      // docs/product.md#basket: clearing empties the promo code and the bonus amount.
      session.setPromoCode(null);
      session.setBonusAmount(null);
      return {};
    case 'choose':
      await chooseBasketLines(session, change.basketIds, extras);
      return {};
    case 'promo': {
      if (change.promoCode === '') throw new CartRefusal('Введи промокод', 'promoCode');
      const basket = await getBasket(session, { ...extras, promoCode: change.promoCode });
      // A refused code leaves the basket (and the cookie) as it was.
      if (!basket.promoCode) throw new CartRefusal(basket.promoMessage ?? 'Промокод не найден', 'promoCode');
      session.setPromoCode(basket.promoCode);
      return {};
    }
    case 'promo-remove':
      session.setPromoCode(null);
      return {};
    case 'bonus': {
      const amount = change.bonusAmount === '' ? 0 : Number(change.bonusAmount);
      // Kept as typed: the basket caps it and says why in bonusMessage, which the page shows.
      session.setBonusAmount(amount > 0 ? amount : null);
      return {};
    }
  }
}

/** What the next page shows after a post without JavaScript: the reply as the flash's kinds say it. */
function flashOf(reply: CartReply): Flash | null {
  if (reply.status !== 'error') return reply.item ? { kind: 'cart-added', item: reply.item } : null;
  const fields = Object.entries(reply.error ?? {}).filter(([name]) => name !== '' && name !== 'productId');
  const [field, messages] = fields[0] ?? [];
  if (field && messages?.[0]) return { kind: 'cart-field', field, text: messages[0] };
  return { kind: 'notice', text: cartMessageOf(reply) ?? CHANGE_FAILED };
}

export function action(args: ActionFunctionArgs) {
  return storefrontRoute(args, async ({ request, session }) => {
    const read = await readStorefrontForm(request, CartFormSchema);
    if (read.refused) return read.refused;
    const { form, value: change } = read;
    await ensureGuestToken(session);

    let reply: CartReply;
    try {
      reply = { ...read.reply(), ...(await run(change, session)) };
    } catch (error) {
      if (isAbortError(error)) throw error;
      const field = error instanceof CartRefusal ? error.field : undefined;
      const message = error instanceof CartRefusal ? error.message : cartFailureMessage(change.intent, error);
      reply = read.reply(field ? { fieldErrors: { [field]: [message] } } : { formErrors: [message] });
    }

    return replyAfterPost(form, session, reply, {
      // A refusal and a failed call alike: 422, the form's message to show in place.
      status: reply.status === 'error' ? 422 : 200,
      flash: flashOf(reply),
      to: returnPathOf(form),
    });
  });
}
