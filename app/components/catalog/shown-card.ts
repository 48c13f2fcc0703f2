// A product card as a page sends it to the browser (issue 14: route data trimmed to what the
// page renders). The card draws one picture from five files (product-picture.tsx); the API's
// image set has eight per view, and a card never shows its second view. When the five files
// follow the shop's naming (<folder>/desktop.jpg, desktop.webp, desktop@2x.webp, mobile.webp,
// mobile@2x.webp) the card carries only the folder; any other set travels as its five URLs.
import type { ProductCard } from '~/commerce/contract/product';
import type { PictureFiles } from '~/components/product/product-picture';

/** A card's picture: the folder of a set named the shop's way, or its files. */
export type CardImage = string | PictureFiles;

export type ShownCard = Omit<ProductCard, 'images'> & { images: CardImage[] };

/** The files of a picture in a folder named the shop's way ('/images/products/x/1/'). */
export function filesInFolder(folder: string): PictureFiles {
  return {
    src: `${folder}desktop.jpg`,
    desktop: { webp: `${folder}desktop.webp`, webpX2: `${folder}desktop@2x.webp` },
    mobile: { webp: `${folder}mobile.webp`, webpX2: `${folder}mobile@2x.webp` },
  };
}

/** The files a card draws, however the picture travelled. */
export const pictureFiles = (image: CardImage): PictureFiles =>
  typeof image === 'string' ? filesInFolder(image) : image;

function packed(files: PictureFiles): CardImage {
  const folder = files.src.slice(0, files.src.lastIndexOf('/') + 1);
  const named = filesInFolder(folder);
  const same =
    named.src === files.src &&
    named.desktop.webp === files.desktop.webp &&
    named.desktop.webpX2 === files.desktop.webpX2 &&
    named.mobile.webp === files.mobile.webp &&
    named.mobile.webpX2 === files.mobile.webpX2;
  if (same) return folder;
  const { src, desktop, mobile } = files;
  return {
    src,
    desktop: { webp: desktop.webp, webpX2: desktop.webpX2 },
    mobile: { webp: mobile.webp, webpX2: mobile.webpX2 },
  };
}

/** The card as the browser needs it: the first picture only, in its shortest form. */
export function shownCard(card: ProductCard): ShownCard {
  return { ...card, images: card.images.slice(0, 1).map(packed) };
}
