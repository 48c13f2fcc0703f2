/** Product cards (docs/product.md#entities reduced card) and image sets, read from the catalogue index. */
import type { ImageSet, ProductCard } from '../contract/product';
import type { CatalogIndex } from './index/catalog-index';
import { FLAG } from './index/flags';
import { pictureImageSet, productImageSet, type ProductImageSet } from './images/image-set';
import { VIEWS, type View } from './images/silhouettes';

/** The storefront URL of a colour article's page. */
export function productUrl(code: string): string {
  return `/product/${code}`;
}

function spec(set: ProductImageSet): ImageSet {
  return { ...set.desktop, desktop: set.desktop, mobile: set.mobile };
}

/** The spec's image set of one view: desktop sources at the top level, both variants inside. */
export function imageSet(colorCode: string, view: View = 1): ImageSet {
  return spec(productImageSet(colorCode, view));
}

/**
 * The 1С pictures a colour shows: its own when its offers carried some, else its product's
 * (every colour of the product shares those); empty: the colour shows its drawings.
 */
export function colorPictures(own: readonly string[], product: readonly string[]): readonly string[] {
  return own.length > 0 ? own : product;
}

/**
 * A colour article's gallery: its 1С pictures (colorPictures) when it has any, else the
 * drawn views of the colour.
 */
export function galleryOf(colorCode: string, pictures: readonly string[]): ImageSet[] {
  if (pictures.length > 0) return pictures.map((hash) => spec(pictureImageSet(hash)));
  return VIEWS.map((view) => imageSet(colorCode, view));
}

/** Money of the API: whole roubles. */
export function rub(value: number) {
  return { value, currency: 'RUB' };
}

const picturesOf = (first: string | undefined) => (first ? [first] : []);

/** The first picture of a colour slot: its card's and its swatch's. */
export function firstImage(index: CatalogIndex, slot: number): ImageSet {
  return galleryOf(index.code[slot], picturesOf(index.picture[slot]))[0];
}

/** The card of one colour slot (docs/product.md#entities: the card shows the first image; one is sent). */
export function cardOf(index: CatalogIndex, slot: number): ProductCard {
  const code = index.code[slot];
  const oldPrice = index.oldPrice[slot];
  return {
    id: index.colorId[slot],
    code,
    url: productUrl(code),
    images: [firstImage(index, slot)],
    name: index.productName[index.product[slot]],
    category: index.types.names[index.type[slot]],
    brand: index.brands.names[index.brand[slot]],
    color: index.colors.names[index.color[slot]],
    price: rub(index.price[slot]),
    oldPrice: oldPrice > 0 ? rub(oldPrice) : null,
    discount: index.discount[slot],
    bonus: index.bonus[slot],
    isNew: (index.flags[slot] & FLAG.isNew) !== 0,
    // Sent only when true: most colours have one price, and every card of a page carries it.
    ...((index.flags[slot] & FLAG.priceFrom) !== 0 && { priceFrom: true }),
  };
}
