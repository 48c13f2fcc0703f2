/** What a demo product is drawn with besides its price: season, waterproofing, colours, sizes. */
import { COLORS, type ColorInfo } from '../catalog/taxonomy/colors';
import type { Random } from '../catalog/random';

/** Season by type: 1 summer, 2 demi-season, 3 winter, with weights. */
const SEASON_WEIGHTS: Readonly<Record<string, Readonly<Partial<Record<1 | 2 | 3, number>>>>> = {
  krossovki: { 1: 3, 2: 6, 3: 1 },
  kedy: { 1: 6, 2: 4 },
  botinki: { 2: 4, 3: 6 },
  slantsy: { 1: 1 },
  futbolki: { 1: 1 },
  tolstovki: { 2: 7, 3: 3 },
  bryuki: { 2: 1 },
  shorty: { 1: 1 },
  kurtki: { 2: 5, 3: 5 },
  'sportivnye-shtany': { 2: 8, 3: 2 },
  shapki: { 2: 2, 3: 8 },
  sumki: { 2: 1 },
  noski: { 1: 3, 2: 5, 3: 2 },
  'nizhnee-bele': { 2: 1 },
};
export const WATERPROOF_CHANCE: Readonly<Record<string, number>> = {
  botinki: 0.5,
  kurtki: 0.5,
  krossovki: 0.08,
  sumki: 0.2,
};
/** Dark and light basics dominate real catalogues. */
const COLOR_WEIGHTS: Readonly<Record<string, number>> = { black: 6, white: 6, grey: 3, beige: 3, navy: 2.5 };

export function pickSeason(random: Random, typeCode: string): 1 | 2 | 3 {
  const weights = SEASON_WEIGHTS[typeCode] ?? { 2: 1 };
  const seasons = (Object.keys(weights) as unknown as (1 | 2 | 3)[]).map(Number) as (1 | 2 | 3)[];
  return random.weighted(seasons, (s) => weights[s] ?? 0);
}

export function pickColors(random: Random): ColorInfo[] {
  const count = random.weighted([1, 2, 3], (n) => (n === 3 ? 2 : 4));
  const chosen: ColorInfo[] = [];
  while (chosen.length < count) {
    const color = random.weighted(COLORS, (c) => COLOR_WEIGHTS[c.code] ?? 1.5);
    if (!chosen.includes(color)) chosen.push(color);
  }
  return chosen;
}

/** A run of neighbouring sizes from the scale: a colour rarely comes in every size. */
export function pickSizes(random: Random, scale: readonly string[]): string[] {
  if (scale.length <= 3) return [...scale];
  const length = random.int(Math.ceil(scale.length * 0.55), scale.length);
  const start = random.int(0, scale.length - length);
  return scale.slice(start, start + length);
}
