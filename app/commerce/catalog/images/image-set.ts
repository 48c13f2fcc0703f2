/**
 * URLs of generated product pictures (docs/product.md#entities image set: src, srcX2, webp, webpX2 for
 * desktop and mobile). Pure, so the catalogue API can build image sets without touching
 * sharp or the disk; the images route renders a URL on its first request.
 *
 * URL shapes: /images/products/{colourCode}/{view}/{desktop|mobile}[@2x].{jpg|webp} (drawn),
 * /images/pictures/{hash}/{desktop|mobile}[@2x].{jpg|webp} (a picture 1С sent, resized).
 */
import { VIEWS, type View } from './silhouettes';

/** Square picture side in CSS pixels; @2x files are twice as large. */
export const IMAGE_SIZES = { desktop: 600, mobile: 400 } as const;
export type Device = keyof typeof IMAGE_SIZES;
export type ImageFormat = 'jpg' | 'webp';

export interface ImageUrls {
  src: string;
  srcX2: string;
  webp: string;
  webpX2: string;
}

export interface ProductImageSet {
  desktop: ImageUrls;
  mobile: ImageUrls;
}

export const PRODUCT_IMAGE_PREFIX = '/images/products';
/** Colour article codes as the seed makes them: 'nike-air-max-90-10001-black'. */
const COLOR_CODE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_CODE_LENGTH = 160;

function urls(colorCode: string, view: View, device: Device): ImageUrls {
  const base = `${PRODUCT_IMAGE_PREFIX}/${colorCode}/${view}/${device}`;
  return { src: `${base}.jpg`, srcX2: `${base}@2x.jpg`, webp: `${base}.webp`, webpX2: `${base}@2x.webp` };
}

/** The image set of one gallery view (1 side, 2 mirrored, 3 close-up) of a product colour. */
export function productImageSet(colorCode: string, view: View = 1): ProductImageSet {
  return { desktop: urls(colorCode, view, 'desktop'), mobile: urls(colorCode, view, 'mobile') };
}

/** Every gallery view of a product colour, first one first (the card uses the first). */
export function productGallery(colorCode: string): ProductImageSet[] {
  return VIEWS.map((view) => productImageSet(colorCode, view));
}

export interface ProductImageRequest {
  colorCode: string;
  view: View;
  device: Device;
  retina: boolean;
  format: ImageFormat;
  /** Side of the square picture in pixels. */
  size: number;
}

/**
 * Reads a path below /images/ ('products/{code}/{view}/{device}[@2x].{ext}'); anything
 * else, including a code that cannot be a colour article, gives null.
 */
export function parseProductImagePath(path: string): ProductImageRequest | null {
  const match = /^products\/([^/]+)\/([^/]+)\/(desktop|mobile)(@2x)?\.(jpg|webp)$/.exec(path);
  if (!match) return null;
  const [, colorCode, viewText, device, retina, format] = match;
  if (colorCode.length > MAX_CODE_LENGTH || !COLOR_CODE.test(colorCode)) return null;
  const view = VIEWS.find((v) => String(v) === viewText);
  if (view === undefined) return null;
  const base = IMAGE_SIZES[device as Device];
  return {
    colorCode,
    view,
    device: device as Device,
    retina: Boolean(retina),
    format: format as ImageFormat,
    size: retina ? base * 2 : base,
  };
}

export const PICTURE_IMAGE_PREFIX = '/images/pictures';
/** A source picture's name: the first 32 hex digits of its SHA-256 (picture-store.server.ts). */
export const PICTURE_HASH = /^[0-9a-f]{32}$/;

function pictureUrls(hash: string, device: Device): ImageUrls {
  const base = `${PICTURE_IMAGE_PREFIX}/${hash}/${device}`;
  return { src: `${base}.jpg`, srcX2: `${base}@2x.jpg`, webp: `${base}.webp`, webpX2: `${base}@2x.webp` };
}

/**
 * The image set of a source picture. Its URLs change with its bytes, so they stay as
 * immutable as the drawings' when 1С replaces a product's pictures.
 */
export function pictureImageSet(hash: string): ProductImageSet {
  return { desktop: pictureUrls(hash, 'desktop'), mobile: pictureUrls(hash, 'mobile') };
}

export interface PictureImageRequest {
  hash: string;
  device: Device;
  retina: boolean;
  format: ImageFormat;
  size: number;
}

/** Reads a path below /images/ ('pictures/{hash}/{device}[@2x].{ext}'); anything else gives null. */
export function parsePictureImagePath(path: string): PictureImageRequest | null {
  const match = /^pictures\/([0-9a-f]{32})\/(desktop|mobile)(@2x)?\.(jpg|webp)$/.exec(path);
  if (!match) return null;
  const [, hash, device, retina, format] = match;
  const base = IMAGE_SIZES[device as Device];
  return {
    hash,
    device: device as Device,
    retina: Boolean(retina),
    format: format as ImageFormat,
    size: retina ? base * 2 : base,
  };
}
