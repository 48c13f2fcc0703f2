/** What the demo catalogue sells: the brand rows, every (gender, type) pair with its brands, the mix. */
import type { ProductGender } from '../catalog/taxonomy/genders';
import { PRODUCT_TYPES, type ProductType } from '../catalog/taxonomy/product-types';
import type { BrandSeed } from './data/brand-seed';
import { BRAND_SEEDS } from './data/brands';
import { BRAND_SEARCH_ALIASES } from './data/brand-aliases';

/** Relative share of each type in the catalogue: a sneaker shop sells mostly sneakers. */
export const TYPE_WEIGHTS: Readonly<Record<string, number>> = {
  krossovki: 30,
  kedy: 10,
  botinki: 8,
  slantsy: 4,
  futbolki: 8,
  tolstovki: 7,
  bryuki: 3,
  shorty: 3,
  kurtki: 5,
  'sportivnye-shtany': 4,
  shapki: 3,
  sumki: 3,
  noski: 4,
  'nizhnee-bele': 2,
};
export const GENDER_WEIGHTS: Readonly<Record<ProductGender, number>> = {
  man: 38,
  woman: 32,
  unisex: 15,
  kids: 15,
};
/** Types sold as unisex; the rest are cut for men or women. */
const UNISEX_TYPES = new Set([
  'krossovki',
  'kedy',
  'slantsy',
  'futbolki',
  'tolstovki',
  'shapki',
  'sumki',
  'noski',
]);

export interface BrandRow {
  id: number;
  code: string;
  name: string;
  description: string;
  sort: number;
  searchAliases: string[];
}

/** Brand rows, ids 1…N in the order of data/brands.ts. */
export function brandRows(): BrandRow[] {
  return BRAND_SEEDS.map((b, i) => ({
    id: i + 1,
    code: b.code,
    name: b.name,
    description: b.description,
    sort: (i + 1) * 10,
    searchAliases: [...(BRAND_SEARCH_ALIASES[b.code] ?? [])],
  }));
}

export interface Combo {
  gender: ProductGender;
  type: ProductType;
  brands: BrandSeed[];
}

function brandMakes(brand: BrandSeed, gender: ProductGender, typeCode: string): boolean {
  if (!brand.types.includes(typeCode)) return false;
  return gender === 'kids' ? brand.kids : !brand.kidsOnly;
}

/** Every (gender, type) pair the catalogue sells, with the brands that make it. */
export function buildCombos(): Combo[] {
  const combos: Combo[] = [];
  for (const gender of ['man', 'woman', 'unisex', 'kids'] as const) {
    for (const type of PRODUCT_TYPES) {
      if (gender === 'unisex' && !UNISEX_TYPES.has(type.code)) continue;
      if (gender === 'kids' && !type.sectionGenders.includes('kids')) continue;
      const brands = BRAND_SEEDS.filter((b) => brandMakes(b, gender, type.code));
      if (brands.length > 0) combos.push({ gender, type, brands });
    }
  }
  return combos;
}
