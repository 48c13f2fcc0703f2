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
import { SEASONS } from '../catalog/taxonomy/attributes';
import type { ProductGender } from '../catalog/taxonomy/genders';
import type { ProductType } from '../catalog/taxonomy/product-types';
import { sizeScale } from '../catalog/taxonomy/sizes';
import type { ColumnRow } from './bulk-insert.server';
import { GENDER_WEIGHTS, TYPE_WEIGHTS, buildCombos } from './catalog-assortment';
import { productDescription } from './catalog-descriptions';
import { DISCOUNTS, PRICE_RANGES, priceTerms, shopPrice } from './catalog-prices';
import { WATERPROOF_CHANCE, pickColors, pickSeason, pickSizes } from './catalog-traits';
import type { BrandSeed } from './data/brand-seed';
import { BRAND_SEEDS, GENERIC_MODELS } from './data/brands';
import { MATERIALS, type MaterialPool } from './data/product-texts';
import { createRandom, type Random } from '../catalog/random';
import { slugify } from '../catalog/slug';

export const DEFAULT_SEED = 'storefront-demo-v1';
/** Dates are fixed so rows are identical on every run; the newest product is from this day. */
const CATALOGUE_DATE = Date.UTC(2025, 8, 1, 9, 0, 0);
const DAY = 86_400_000;
/** Products created in the last NEW_DAYS days are 'new' (the new sections). */
const NEW_DAYS = 45;

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
        description: productDescription(random, {
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
        ...priceTerms(price, oldPrice),
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
