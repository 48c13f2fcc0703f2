export type { CartAddedItem } from '~/forms/flash-schema';

/** Shown when adding fails for a reason the shopper cannot fix (docs/product.md#errors: a generic notice). */
export const ADD_TO_CART_FAILED = 'Не получилось добавить товар в корзину. Попробуй ещё раз.';
/** Shown when the form came without a size. */
export const SIZE_REQUIRED = 'Выбери размер';
