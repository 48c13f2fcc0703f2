/**
 * Brands of the demo catalogue: real sneaker and apparel brands with some of their real
 * model lines, plus three brands written in Cyrillic (two Russian shoe makers and one
 * made-up knitwear label) so the brand index has Cyrillic letters. Types without a model
 * list take generic names from GENERIC_MODELS. The order is the seed's: a brand's id is its
 * place in the list, and the catalogue's random draws follow it.
 */
import { APPAREL_BRANDS } from './apparel-brands';
import type { BrandSeed } from './brand-seed';
import { CYRILLIC_BRANDS } from './cyrillic-brands';
import { FOOTWEAR_BRANDS } from './footwear-brands';

/** Names for types a brand has no model list for (keys as in BrandSeed.models); the brand name is put in front. */
export const GENERIC_MODELS: Readonly<Record<string, readonly string[]>> = {
  krossovki: ['Runner', 'Court Classic', 'Trail Pro', 'Retro Jogger'],
  kedy: ['Canvas Low', 'Canvas High', 'Court Vulc'],
  botinki: ['Trail Boot', 'Winter Boot', 'Chelsea'],
  slantsy: ['Slide', 'Comfort Slide', 'Flip Flop'],
  futbolki: ['Essential Tee', 'Logo Tee', 'Graphic Tee', 'Oversize Tee', 'Pocket Tee'],
  tolstovki: ['Essential Hoodie', 'Logo Hoodie', 'Crew Sweatshirt', 'Half-Zip Fleece'],
  bryuki: ['Cargo Pants', 'Chino Pants', 'Wide Leg Pants', 'Utility Pants'],
  shorty: ['Training Shorts', 'Fleece Shorts', 'Cargo Shorts', 'Swim Shorts'],
  kurtki: ['Puffer Jacket', 'Windbreaker', 'Rain Jacket', 'Insulated Parka', 'Coach Jacket'],
  'sportivnye-shtany': ['Fleece Joggers', 'Track Pants', 'Tapered Joggers'],
  shapki: ['Logo Beanie', 'Cuffed Beanie', 'Rib Knit Beanie'],
  sumki: ['Crossbody Bag', 'Waist Bag', 'Backpack', 'Tote Bag', 'Duffel Bag'],
  noski: ['Crew Socks 3 пары', 'Ankle Socks 3 пары', 'Performance Socks'],
  'nizhnee-bele': ['Cotton Stretch Trunks 3 шт.', 'Boxer Briefs 2 шт.', 'Sport Trunks 2 шт.'],
  'nizhnee-bele:woman': ['Seamless Bralette', 'Bikini Briefs 3 шт.', 'Sports Bra'],
};

export const BRAND_SEEDS: readonly BrandSeed[] = [...FOOTWEAR_BRANDS, ...APPAREL_BRANDS, ...CYRILLIC_BRANDS];
