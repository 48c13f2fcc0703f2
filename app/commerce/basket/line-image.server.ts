import { imageSet } from '../catalog/cards';
import type { ImageSet } from '../contract/product';

/** The picture of a basket or order line: the first gallery view of its colour article. */
export function lineImage(articleCode: string): ImageSet {
  return imageSet(articleCode, 1);
}
