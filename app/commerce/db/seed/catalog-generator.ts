/**
 * The deterministic demo catalogue, as plain rows (no database here, so it is cheap to test).
 *
 * Product i (0-based) gets id i + 1 and draws only from its own random stream, so the same
 * options always give the same rows and a bigger catalogue starts with the smaller one.
 * Colour and size ids are handed out in order by a cursor, so generating in chunks gives the
 * same ids as generating at once.
 *
 * Names: products.name is what the card shows as the name, brand included
 * ('Nike Air Max 90'); the product type ('Кроссовки') is separate (products.type_code).
 */
import { SEASONS } from '../../catalog/taxonomy/attributes';
import { COLORS, type ColorInfo } from '../../catalog/taxonomy/colors';
import { productKindPhrase } from '../../catalog/taxonomy/gendered-names';
import type { ProductGender } from '../../catalog/taxonomy/genders';
import { PRODUCT_TYPES, type ProductType } from '../../catalog/taxonomy/product-types';
import { sizeScale } from '../../catalog/taxonomy/sizes';
import type { ColumnRow } from './bulk-insert.server';
import { BRAND_SEEDS, GENERIC_MODELS, type BrandSeed } from './data/brands';
import { MATERIALS, PURPOSES, closingLine, type MaterialPool } from './data/product-texts';
import { BASE_BONUS_RATE } from '../../content/loyalty-levels';
import { createRandom, type Random } from './random';
import { slugify } from './slug';

export const DEFAULT_SEED = 'storefront-demo-v1';
/** Dates are fixed so rows are identical on every run; the newest product is from this day. */
const CATALOGUE_DATE = Date.UTC(2025, 8, 1, 9, 0, 0);
const DAY = 86_400_000;
/** Products created in the last NEW_DAYS days are 'new' (the new sections). */
const NEW_DAYS = 45;
/** Cards show the first loyalty level's points (5 % of the price), see loyalty-levels.ts. */
const BONUS_RATE = BASE_BONUS_RATE / 100;

/** Relative share of each type in the catalogue: a sneaker shop sells mostly sneakers. */
const TYPE_WEIGHTS: Readonly<Record<string, number>> = {
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
const GENDER_WEIGHTS: Readonly<Record<ProductGender, number>> = { man: 38, woman: 32, unisex: 15, kids: 15 };
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

/** Base price range in roubles per type, before the brand's tier. */
const PRICE_RANGES: Readonly<Record<string, readonly [number, number]>> = {
  krossovki: [7990, 19990],
  kedy: [4990, 11990],
  botinki: [8990, 22990],
  slantsy: [1990, 5990],
  futbolki: [1990, 5990],
  tolstovki: [4990, 12990],
  bryuki: [4990, 11990],
  shorty: [2490, 5990],
  kurtki: [8990, 32990],
  'sportivnye-shtany': [3990, 9990],
  shapki: [1490, 3990],
  sumki: [2490, 9990],
  noski: [590, 1990],
  'nizhnee-bele': [990, 3490],
};
const DISCOUNTS = [10, 15, 20, 25, 30, 35, 40, 50];

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
const WATERPROOF_CHANCE: Readonly<Record<string, number>> = {
  botinki: 0.5,
  kurtki: 0.5,
  krossovki: 0.08,
  sumki: 0.2,
};
/** Dark and light basics dominate real catalogues. */
const COLOR_WEIGHTS: Readonly<Record<string, number>> = { black: 6, white: 6, grey: 3, beige: 3, navy: 2.5 };

export interface BrandRow {
  id: number;
  code: string;
  name: string;
  description: string;
  sort: number;
}

/** Brand rows, ids 1…N in the order of data/brands.ts. */
export function brandRows(): BrandRow[] {
  return BRAND_SEEDS.map((b, i) => ({
    id: i + 1,
    code: b.code,
    name: b.name,
    description: b.description,
    sort: (i + 1) * 10,
  }));
}

interface Combo {
  gender: ProductGender;
  type: ProductType;
  brands: BrandSeed[];
}

function brandMakes(brand: BrandSeed, gender: ProductGender, typeCode: string): boolean {
  if (!brand.types.includes(typeCode)) return false;
  return gender === 'kids' ? brand.kids : !brand.kidsOnly;
}

/** Every (gender, type) pair the catalogue sells, with the brands that make it. */
function buildCombos(): Combo[] {
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

/** Where the next colour and size ids start; advanced as products are generated. */
export interface IdCursor {
  nextColorId: number;
  nextSizeId: number;
}

/** The rows of one product, keyed by database column names, ready for insertRows. */
export interface ProductBundle {
  product: ColumnRow;
  colors: ColumnRow[];
  sizes: ColumnRow[];
  stock: ColumnRow[];
}

export interface GeneratorOptions {
  /** Ids of the shops that hold stock. */
  shopIds: readonly number[];
  seed?: string;
}

/** Rounds to a shop price in whole roubles ending in 90 (most) or 99: 12 990, 4 499. */
function shopPrice(value: number, random: Random): number {
  const hundreds = Math.max(2, Math.round(value / 100));
  return hundreds * 100 - (random.chance(0.15) ? 1 : 10);
}

function pickSeason(random: Random, typeCode: string): 1 | 2 | 3 {
  const weights = SEASON_WEIGHTS[typeCode] ?? { 2: 1 };
  const seasons = (Object.keys(weights) as unknown as (1 | 2 | 3)[]).map(Number) as (1 | 2 | 3)[];
  return random.weighted(seasons, (s) => weights[s] ?? 0);
}

function pickColors(random: Random): ColorInfo[] {
  const count = random.weighted([1, 2, 3], (n) => (n === 3 ? 2 : 4));
  const chosen: ColorInfo[] = [];
  while (chosen.length < count) {
    const color = random.weighted(COLORS, (c) => COLOR_WEIGHTS[c.code] ?? 1.5);
    if (!chosen.includes(color)) chosen.push(color);
  }
  return chosen;
}

/** A run of neighbouring sizes from the scale: a colour rarely comes in every size. */
function pickSizes(random: Random, scale: readonly string[]): string[] {
  if (scale.length <= 3) return [...scale];
  const length = random.int(Math.ceil(scale.length * 0.55), scale.length);
  const start = random.int(0, scale.length - length);
  return scale.slice(start, start + length);
}

function describe(
  random: Random,
  p: {
    name: string;
    gender: ProductGender;
    type: ProductType;
    season: 1 | 2 | 3;
    material: string;
    sole?: string;
    waterproof: boolean;
    recycled: boolean;
    collab: boolean;
    bestseller: boolean;
  },
): string {
  const purposes = PURPOSES[p.type.code] ?? PURPOSES[p.type.groupCode];
  const sentences = [`${p.name} — ${productKindPhrase(p.gender, p.type.code)} ${random.pick(purposes)}.`];
  sentences.push(
    p.sole
      ? `Верх — ${p.material.toLowerCase()}, подошва — ${p.sole.toLowerCase()}.`
      : `Материал: ${p.material.toLowerCase()}.`,
  );
  if (p.type.groupCode !== 'aksessuary' || p.type.code === 'shapki') {
    sentences.push(
      {
        1: 'Лёгкая модель для тёплой погоды.',
        2: 'Модель на межсезонье: весну и раннюю осень.',
        3: 'Утеплённая модель для холодной зимы.',
      }[p.season],
    );
  }
  if (p.waterproof) sentences.push('Непромокаемые материалы защищают от дождя и слякоти.');
  if (p.recycled) sentences.push('При производстве использованы переработанные материалы.');
  if (p.collab) sentences.push('Лимитированная коллаборация: модель выпущена ограниченным тиражом.');
  if (p.bestseller) sentences.push('Одна из самых популярных моделей у наших покупателей.');
  sentences.push(closingLine(random, p.type.groupCode));
  return sentences.join(' ');
}

/**
 * Generates the catalogue one product at a time. `plan(i)` is a pure function of i: the
 * first products walk every (gender, type) pair and then every brand, so even a small
 * catalogue fills every section and lists every brand; later ones are drawn by weight.
 */
export function createCatalogGenerator(options: GeneratorOptions) {
  const seed = options.seed ?? DEFAULT_SEED;
  const combos = buildCombos();
  const brandIds = new Map(BRAND_SEEDS.map((b, i) => [b.code, i + 1]));
  if (options.shopIds.length === 0) throw new Error('The catalogue needs at least one shop to stock');

  function plan(
    index: number,
    random: Random,
  ): { gender: ProductGender; type: ProductType; brand: BrandSeed } {
    if (index < combos.length) {
      const combo = combos[index];
      return {
        gender: combo.gender,
        type: combo.type,
        brand: random.weighted(combo.brands, (b) => b.weight),
      };
    }
    const brandIndex = index - combos.length;
    if (brandIndex < BRAND_SEEDS.length) {
      const brand = BRAND_SEEDS[brandIndex];
      const candidates = combos.filter((c) => c.brands.includes(brand));
      const combo = random.weighted(candidates, (c) => TYPE_WEIGHTS[c.type.code] * GENDER_WEIGHTS[c.gender]);
      return { gender: combo.gender, type: combo.type, brand };
    }
    const combo = random.weighted(combos, (c) => TYPE_WEIGHTS[c.type.code] * GENDER_WEIGHTS[c.gender]);
    return { gender: combo.gender, type: combo.type, brand: random.weighted(combo.brands, (b) => b.weight) };
  }

  /** The rows of product `index` (0-based); advances the cursor past its colours and sizes. */
  function product(index: number, cursor: IdCursor): ProductBundle {
    const random = createRandom(`${seed}:product:${index}`);
    const id = index + 1;
    const { gender, type, brand } = plan(index, random);
    const models =
      brand.models[`${type.code}:${gender}`] ??
      GENERIC_MODELS[`${type.code}:${gender}`] ??
      brand.models[type.code] ??
      GENERIC_MODELS[type.code];
    const model = random.pick(models);
    const name = `${brand.name} ${model}`;
    const code = `${slugify(name)}-${10000 + id}`;
    const season = pickSeason(random, type.code);
    const waterproof = random.chance(WATERPROOF_CHANCE[type.code] ?? 0);
    const bestseller = random.chance(0.08);
    const collab = type.groupCode !== 'aksessuary' && random.chance(0.05);
    const recycled = random.chance(0.1);
    const pool: MaterialPool = MATERIALS[type.code];
    const material = recycled && pool.recycled ? pool.recycled : random.pick(pool.main);
    const sole = pool.sole ? random.pick(pool.sole) : undefined;
    const daysAgo = random.int(0, 420);
    const createdAt = new Date(CATALOGUE_DATE - daysAgo * DAY - (id % 1440) * 60_000).toISOString();
    const isNew = daysAgo < NEW_DAYS;

    const attributes: Record<string, string> = {
      article: `${brand.code
        .replace(/[^a-z0-9]/g, '')
        .slice(0, 3)
        .toUpperCase()}-${10000 + id}`,
      material,
    };
    if (sole) attributes.sole = sole;
    if (season === 3 && pool.lining) attributes.lining = random.pick(pool.lining);
    attributes.season = SEASONS[season];
    attributes.country = random.pick(brand.countries);
    if (pool.care) attributes.care = pool.care;

    const [low, high] = PRICE_RANGES[type.code];
    const kidsFactor = gender === 'kids' ? 0.65 : 1;
    const listPrice = (low + random.next() * (high - low)) * brand.tier * kidsFactor;
    const basePopularity = random.int(0, 1000) + (bestseller ? 4000 : 0);
    const scale = sizeScale(type.code, gender);

    const bundle: ProductBundle = {
      product: {
        id,
        code,
        name,
        brand_id: brandIds.get(brand.code)!,
        gender,
        group_code: type.groupCode,
        type_code: type.code,
        description: describe(random, {
          name,
          gender,
          type,
          season,
          material,
          sole,
          waterproof,
          recycled,
          collab,
          bestseller,
        }),
        season,
        waterproof,
        bestseller,
        collab,
        recycled,
        attributes,
        created_at: createdAt,
      },
      colors: [],
      sizes: [],
      stock: [],
    };

    pickColors(random).forEach((color, colorIndex) => {
      const colorId = cursor.nextColorId++;
      const regular = shopPrice(listPrice * (1 + (random.next() - 0.5) * 0.1), random);
      const onSale = random.chance(isNew ? 0.05 : 0.28);
      const price = onSale ? shopPrice(regular * (1 - random.pick(DISCOUNTS) / 100), random) : regular;
      const oldPrice = onSale && price < regular ? regular : null;
      bundle.colors.push({
        id: colorId,
        product_id: id,
        code: `${code}-${color.code}`,
        color_code: color.code,
        color_name: color.name,
        hex: color.hex,
        price,
        old_price: oldPrice,
        discount: oldPrice ? Math.round(((oldPrice - price) * 100) / oldPrice) : 0,
        bonus: Math.floor(price * BONUS_RATE),
        is_new: isNew,
        popularity: Math.max(0, basePopularity - colorIndex * 150),
        sort: (colorIndex + 1) * 10,
        created_at: createdAt,
      });
      for (const sizeRu of pickSizes(random, scale)) {
        const sizeId = cursor.nextSizeId++;
        bundle.sizes.push({ id: sizeId, color_id: colorId, size_ru: sizeRu, sort: scale.indexOf(sizeRu) });
        // About one size in eight is sold out everywhere, so size and shop facets show gaps.
        if (random.chance(0.12)) continue;
        for (const shopId of random.sample(
          options.shopIds,
          random.weighted([1, 2, 3], (n) => 4 - n),
        )) {
          bundle.stock.push({ size_id: sizeId, shop_id: shopId, quantity: random.int(1, 9) });
        }
      }
    });
    return bundle;
  }

  return { product, combos: combos.length };
}
