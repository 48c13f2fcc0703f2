/**
 * What a price implies: the percent off its crossed-out price and the bonus points it earns.
 * One rule for a colour's price (seed, 1С import) and a size's own price (product_sizes.price),
 * so a size priced apart shows the same kind of discount badge and bonus as a colour does.
 */
import { BASE_BONUS_RATE } from '../loyalty/loyalty-levels';

/** Cards show the first loyalty level's points (5 % of the price), see loyalty-levels.ts. */
export const BONUS_RATE = BASE_BONUS_RATE / 100;

export interface PriceTerms {
  /** Percent off the old price, rounded; 0 without one. */
  discount: number;
  /** Bonus points the purchase earns at the first loyalty level. */
  bonus: number;
}

/** The discount and bonus of a price in whole roubles and its old price (null or 0: none). */
export function priceTerms(price: number, oldPrice: number | null | undefined): PriceTerms {
  return {
    discount: oldPrice ? Math.round(((oldPrice - price) * 100) / oldPrice) : 0,
    bonus: Math.floor(price * BONUS_RATE),
  };
}

/** A colour's price as the shop stores it (product_colors). */
export interface ColorPrice extends PriceTerms {
  price: number;
  oldPrice: number | null;
}

/** A size's own price columns (product_sizes.price, old_price): null price, none of its own. */
export interface SizeOwnPrice {
  price: number | null;
  oldPrice: number | null;
}

/**
 * The price and old price one size sells at: its own when 1С priced it apart (its old price
 * then is its own too, null for none), else its colour's.
 */
export function sizeListPrice(
  color: { price: number; oldPrice: number | null },
  size: SizeOwnPrice,
): { price: number; oldPrice: number | null } {
  if (size.price == null) return { price: color.price, oldPrice: color.oldPrice };
  return { price: size.price, oldPrice: size.oldPrice && size.oldPrice > 0 ? size.oldPrice : null };
}

/** What one size costs with its discount and bonus (a colour's stored ones when it has no price of its own). */
export function sizePrice(color: ColorPrice, size: SizeOwnPrice): ColorPrice {
  if (size.price == null) {
    return { price: color.price, oldPrice: color.oldPrice, discount: color.discount, bonus: color.bonus };
  }
  const own = sizeListPrice(color, size);
  return { ...own, ...priceTerms(own.price, own.oldPrice) };
}
