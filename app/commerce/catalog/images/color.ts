/** Colour arithmetic for the product drawings: shades of a product's hex colour. */

function channels(hex: string): [number, number, number] {
  const value = /^#?([0-9a-f]{6})$/i.exec(hex.trim())?.[1] ?? '888888';
  return [0, 2, 4].map((i) => Number.parseInt(value.slice(i, i + 2), 16)) as [number, number, number];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Mixes a colour towards another: amount 0 keeps `hex`, 1 gives `target`. */
export function mix(hex: string, target: string, amount: number): string {
  const a = channels(hex);
  const b = channels(target);
  return toHex(a.map((c, i) => c + (b[i] - c) * amount));
}

/** Relative luminance from 0 (black) to 1 (white), good enough to pick contrasting lines. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** Outline and detail colour that reads on top of the given fill. */
export function lineColor(fill: string): string {
  return luminance(fill) < 0.25 ? mix(fill, '#ffffff', 0.35) : mix(fill, '#000000', 0.45);
}

/** A slightly darker shade for shadows and panels (lighter for near-black fills). */
export function shade(fill: string, amount = 0.18): string {
  return luminance(fill) < 0.2 ? mix(fill, '#ffffff', amount) : mix(fill, '#000000', amount);
}
