/** Product cards (spec §3 reduced card) and image sets, read from the catalogue index. */
import type { ImageSet, ProductCard } from '../contract/product';
import type { CatalogIndex } from './index/catalog-index';
import { FLAG } from './index/flags';
import { productImageSet } from './images/image-set';
import type { View } from './images/silhouettes';

/** The storefront URL of a colour article's page. */
export function productUrl(code: string): string {
  return `/product/${code}`;
}

/** The spec's image set of one view: desktop sources at the top level, both variants inside. */
export function imageSet(colorCode: string, view: View = 1): ImageSet {
  const set = productImageSet(colorCode, view);
  return { ...set.desktop, desktop: set.desktop, mobile: set.mobile };
}

/** Money of the API: whole roubles. */
export function rub(value: number) {
  return { value, currency: 'RUB' };
}

/** The card of one colour slot (spec §3: the card shows the first image; one is sent). */
export function cardOf(index: CatalogIndex, slot: number): ProductCard {
  const code = index.code[slot];
  const oldPrice = index.oldPrice[slot];
  return {
    id: index.colorId[slot],
    code,
    url: productUrl(code),
    images: [imageSet(code, 1)],
    name: index.productName[index.product[slot]],
    category: index.types.names[index.type[slot]],
    brand: index.brands.names[index.brand[slot]],
    color: index.colors.names[index.color[slot]],
    price: rub(index.price[slot]),
    oldPrice: oldPrice > 0 ? rub(oldPrice) : null,
    discount: index.discount[slot],
    bonus: index.bonus[slot],
    isNew: (index.flags[slot] & FLAG.isNew) !== 0,
  };
}
