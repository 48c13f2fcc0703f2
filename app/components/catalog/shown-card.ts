// A product card as a page sends it to the browser (docs/product.md#page-weight: route data trimmed to what the
// page renders). The card draws one picture from five files (product-picture.tsx); the API's
// image set has eight per view, and a card never shows its second view. When the five files
// follow the shop's naming (<folder>/desktop.jpg, desktop.webp, desktop@2x.webp, mobile.webp,
// mobile@2x.webp) the card carries only the folder; any other set travels as its five URLs.
// The product's own address and picture folder follow from its code (/product/{code},
// /images/products/{code}/N/), so a card named that way carries neither in full: 24 cards
// repeat them twice each, about 3 kB of the catalogue page's route data.
import type { ProductCard } from '~/commerce/contract/product';
import type { PictureFiles } from '~/components/product/product-picture';

/**
 * A card's picture: the folder of a set named the shop's way ('/images/x/1/'; relative, as
 * '1/', when it is the product's own folder /images/products/{code}/1/), or its files.
 */
export type CardImage = string | PictureFiles;

/** The card as sent: `url` only when it is not the product's usual address (cardHref). */
export type ShownCard = Omit<ProductCard, 'images' | 'url'> & { url?: string; images: CardImage[] };

const productPath = (code: string) => `/product/${code}`;
const productFolder = (code: string) => `/images/products/${code}/`;

/** The address a card links to. */
export const cardHref = (card: Pick<ShownCard, 'code' | 'url'>): string => card.url ?? productPath(card.code);

/** The files of a picture in a folder named the shop's way ('/images/products/x/1/'). */
export function filesInFolder(folder: string): PictureFiles {
  return {
    src: `${folder}desktop.jpg`,
    desktop: { webp: `${folder}desktop.webp`, webpX2: `${folder}desktop@2x.webp` },
    mobile: { webp: `${folder}mobile.webp`, webpX2: `${folder}mobile@2x.webp` },
  };
}

/** The files a card draws, however the picture travelled. */
export function pictureFiles(image: CardImage, code: string): PictureFiles {
  if (typeof image !== 'string') return image;
  return filesInFolder(image.startsWith('/') ? image : `${productFolder(code)}${image}`);
}

function packed(files: PictureFiles, code: string): CardImage {
  const folder = files.src.slice(0, files.src.lastIndexOf('/') + 1);
  const named = filesInFolder(folder);
  const same =
    named.src === files.src &&
    named.desktop.webp === files.desktop.webp &&
    named.desktop.webpX2 === files.desktop.webpX2 &&
    named.mobile.webp === files.mobile.webp &&
    named.mobile.webpX2 === files.mobile.webpX2;
  const own = productFolder(code);
  if (same) return folder.startsWith(own) && folder.length > own.length ? folder.slice(own.length) : folder;
  const { src, desktop, mobile } = files;
  return {
    src,
    desktop: { webp: desktop.webp, webpX2: desktop.webpX2 },
    mobile: { webp: mobile.webp, webpX2: mobile.webpX2 },
  };
}

/** The card as the browser needs it: the first picture only, in its shortest form. */
export function shownCard(card: ProductCard): ShownCard {
  const { url, images, ...fields } = card;
  const first = images.slice(0, 1).map((files) => packed(files, card.code));
  return url === productPath(card.code) ? { ...fields, images: first } : { ...fields, url, images: first };
}
