import { describe, expect, it } from 'vitest';
import { cartMessageOf, cartReplyOf } from '~/components/basket/cart-action';
import { backInStockReplyOf } from '~/components/product/back-in-stock-reply';
import { replyOf } from './form-reply';
import { isRefusal } from './refusal';

// What the prologue answers a form too big to read (readStorefrontForm), as a fetcher sees it.
const tooBig = { success: false as const, message: 'Слишком большой запрос', errors: [] };

describe('a fetcher’s answer', () => {
  it('is a refusal only when it is the contract’s error body', () => {
    expect(isRefusal(tooBig)).toBe(true);
    expect(isRefusal({ ok: true })).toBe(false);
    expect(isRefusal({ ok: false, message: 'Нет в наличии' })).toBe(false);
    expect(isRefusal({ status: 'failed', message: 'Не получилось' })).toBe(false);
  });

  it('shows a refusal of a basket form as its failure, and a field’s message beside the field', () => {
    const refused = cartReplyOf(tooBig);
    expect(refused).toEqual({ status: 'error', error: { '': ['Слишком большой запрос'] } });
    expect(cartMessageOf(refused)).toBe('Слишком большой запрос');
    expect(cartMessageOf(refused, 'promoCode')).toBe('Слишком большой запрос');
    const promo = { status: 'error' as const, error: { promoCode: ['Промокод не найден'] } };
    expect(cartMessageOf(promo, 'promoCode')).toBe('Промокод не найден');
    expect(cartMessageOf(promo, 'bonusAmount')).toBeNull();
    expect(cartMessageOf(promo)).toBe('Промокод не найден');
    const added = { status: 'success' as const };
    expect(cartReplyOf(added)).toBe(added);
    expect(cartMessageOf(added)).toBeNull();
    expect(cartReplyOf(undefined)).toBeUndefined();
  });

  it('shows a refusal of the subscribe and back-in-stock forms as a failure notice', () => {
    expect(replyOf(tooBig)).toEqual({ status: 'error', error: { '': ['Слишком большой запрос'] } });
    expect(backInStockReplyOf(tooBig)).toEqual({
      status: 'error',
      error: { '': ['Слишком большой запрос'] },
    });
  });

  it('keeps the forms’ own replies, and no reply for a cancel’s plain {ok}', () => {
    const subscribed = { status: 'success' as const, initialValue: { email: 'anna@example.ru' } };
    expect(replyOf(subscribed)).toBe(subscribed);
    const waiting = { status: 'success' as const, waiting: { sizeId: 4, message: 'Сообщим' } };
    expect(backInStockReplyOf(waiting)).toBe(waiting);
    expect(backInStockReplyOf({ ok: true })).toBeNull();
  });
});
