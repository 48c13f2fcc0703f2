/**
 * Product drawings as SVG: one recognisable silhouette per product type, filled with the
 * product's colour, with a brand accent (stripe, panel or tab colour) and a per-product
 * detail variant so neighbouring cards differ. Pure string building on a 600×600 canvas; no
 * text, so the pictures render identically wherever the fonts differ.
 */
import type { Silhouette } from '../taxonomy/product-types';
import { ACCESSORY_DRAWINGS } from './accessory-drawings';
import { CLOTHING_DRAWINGS } from './clothing-drawings';
import { type Drawing, type DrawingStyle, palette } from './drawing-palette';
import { FOOTWEAR_DRAWINGS } from './footwear-drawings';

const DRAWINGS: Record<Silhouette, Drawing> = {
  ...FOOTWEAR_DRAWINGS,
  ...CLOTHING_DRAWINGS,
  ...ACCESSORY_DRAWINGS,
};

interface Framing {
  /** Where the close-up (view 3) looks: the most characteristic part of the drawing. */
  focus: [number, number];
  /** Things that stand get a shadow under their lowest point; clothes lie flat and get none. */
  floor?: number;
  /** Moves a short drawing down to the middle of the picture. */
  shiftY?: number;
}

const FRAMING: Record<Silhouette, Framing> = {
  sneaker: { focus: [400, 340], floor: 478 },
  kedy: { focus: [380, 330], floor: 480 },
  boot: { focus: [250, 300], floor: 490 },
  slide: { focus: [400, 320], floor: 488, shiftY: 40 },
  tshirt: { focus: [300, 260] },
  hoodie: { focus: [300, 200] },
  trousers: { focus: [300, 200] },
  shorts: { focus: [300, 250], shiftY: 40 },
  jacket: { focus: [300, 220] },
  sweatpants: { focus: [300, 220] },
  hat: { focus: [300, 330], floor: 468, shiftY: 20 },
  bag: { focus: [300, 300], floor: 526 },
  socks: { focus: [320, 380] },
  underwear: { focus: [300, 260], shiftY: 10 },
};
const ZOOM = 1.6;

/** The gallery views: 1 side, 2 mirrored on a warmer backdrop, 3 close-up. */
export const VIEWS = [1, 2, 3] as const;
export type View = (typeof VIEWS)[number];

/** The product drawing on its backdrop as a complete SVG document of the given pixel size. */
export function productSvg(silhouette: Silhouette, style: DrawingStyle, view: View, size: number): string {
  const p = palette(style);
  const backdrop = view === 2 ? '#efece6' : '#f3f3f1';
  const { focus, floor, shiftY = 0 } = FRAMING[silhouette];
  const shadow =
    view === 3 || floor === undefined
      ? ''
      : `<ellipse cx="300" cy="${floor + shiftY}" rx="240" ry="20" fill="#000000" opacity="0.08"/>`;
  // View 2 mirrors the drawing, view 3 zooms in; the artwork stays the same.
  const transform =
    view === 2
      ? `translate(600 ${shiftY}) scale(-1 1)`
      : view === 3
        ? `translate(${300 - ZOOM * focus[0]} ${300 - ZOOM * focus[1]}) scale(${ZOOM})`
        : `translate(0 ${shiftY})`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 600 600">
  <rect width="600" height="600" fill="${backdrop}"/>
  ${shadow}
  <g transform="${transform}">${DRAWINGS[silhouette](p)}</g>
</svg>`;
}
