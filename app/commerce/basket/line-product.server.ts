import { galleryOf, productUrl } from '../catalog/cards';
import type { LineProduct } from '../contract/basket';

/** What basket and order lines show of their product: page link, first picture, names and size. */
export function lineProduct(line: {
  code: string;
  name: string;
  brand: string;
  color: string;
  sizeRu: string;
  /** The colour's 1С pictures (catalog/cards colorPictures); empty: its drawing. */
  pictures: readonly string[];
}): LineProduct {
  return {
    link: productUrl(line.code),
    image: galleryOf(line.code, line.pictures)[0],
    name: line.name,
    brand: line.brand,
    color: line.color,
    size: { ru: line.sizeRu },
  };
}
