/**
 * The colours and line style every product drawing uses: the product's fill, the brand's
 * accent, and the outline, shadow and trim colours derived from them.
 */
import { lineColor, luminance, mix, shade } from './color';

export interface DrawingStyle {
  /** The product colour. */
  fill: string;
  /** The brand's accent colour. */
  accent: string;
  /** 0, 1 or 2: which of the type's detail variants to draw. */
  variant: number;
}

export interface Palette extends DrawingStyle {
  line: string;
  dark: string;
  /** Sole and trim: off-white, or light grey when the product itself is white. */
  trim: string;
  trimLine: string;
}

export function palette(style: DrawingStyle): Palette {
  const trim = luminance(style.fill) > 0.85 ? '#d9d9d6' : '#f4f2ec';
  // An accent too close to the fill would vanish: fall back to a contrasting one.
  const accent =
    Math.abs(luminance(style.accent) - luminance(style.fill)) < 0.15 ? lineColor(style.fill) : style.accent;
  return {
    ...style,
    accent,
    line: lineColor(style.fill),
    dark: shade(style.fill),
    trim,
    trimLine: mix(trim, '#000000', 0.35),
  };
}

/** Draws one silhouette's artwork (SVG elements on the 600×600 canvas) in a palette. */
export type Drawing = (p: Palette) => string;

export const stroke = (color: string, width = 4) =>
  `stroke="${color}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"`;
