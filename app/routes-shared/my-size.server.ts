import type { ProductSize } from '~/commerce/contract/product';
import type { StorefrontSession } from '~/sessions/storefront-session.server';

/** Footwear sizes are the ones the size chart converts (sneakers and shoes). */
export const isFootwear = (sizes: ProductSize[]) => sizes.some((size) => size.conversions !== undefined);

/**
 * The size id the product page preselects for 'Мой размер': the shopper's size among this
 * footwear colour's sizes, only when it is in stock; otherwise undefined (nothing chosen).
 */
export async function mySizeIdOf(
  session: StorefrontSession,
  sizes: ProductSize[],
): Promise<number | undefined> {
  if (!isFootwear(sizes)) return undefined;
  const mine = await session.mySize();
  return sizes.find((size) => size.ru === mine?.ru && size.inStock)?.id;
}

/** After a footwear size went into the basket: that is the shopper's size now, listings included. */
export function rememberMySize(session: StorefrontSession, ru: string): void {
  if (/^\d{2}(\.5)?$/.test(ru)) session.setMySize({ ru, listings: true });
}
