import { imageSet, productUrl } from '../catalog/cards';
import type { LineProduct } from '../contract/basket';

/** What basket and order lines show of their product: page link, first picture, names and size. */
export function lineProduct(line: {
  code: string;
  name: string;
  brand: string;
  color: string;
  sizeRu: string;
}): LineProduct {
  return {
    link: productUrl(line.code),
    image: imageSet(line.code, 1),
    name: line.name,
    brand: line.brand,
    color: line.color,
    size: { ru: line.sizeRu },
  };
}
