/**
 * The in-memory catalogue index: one slot per colour article in typed arrays (brand, gender,
 * type, flags, price …), the sizes in stock as bit masks (in total and per shop), the
 * sort orders precomputed, and every section's articles listed. Facets, paging and search
 * read only this, so a catalogue request costs a pass over typed arrays instead of a dozen
 * aggregate queries. Built from plain rows: no database here, so it is unit-testable.
 * Why memory and not a denormalised table: docs/decisions/catalog-index.md.
 */
import { SEASONS } from '../taxonomy/attributes';
import { COLORS } from '../taxonomy/colors';
import { GENDERS } from '../taxonomy/genders';
import { GROUPS, PRODUCT_TYPES } from '../taxonomy/product-types';
import { sizeSortKey } from '../taxonomy/sizes';
import { FLAG } from './flags';
import { emptyPostings, fillPostings } from './postings';
import type { CatalogRows, IndexBannerRow, IndexSectionRow } from './rows';
import { fillHomes, fillSections } from './sections';
import { fillStock, inStockSlots } from './stock-masks';

export { FLAG };
export { inStock } from './stock-masks';

export interface Dictionary {
  codes: string[];
  names: string[];
  byCode: Map<string, number>;
}

export interface ShopEntry {
  id: number;
  name: string;
  cityId: number;
  cityName: string;
}

export interface SectionEntry extends IndexSectionRow {
  /** Colour slots listed on the section (in stock somewhere), ascending. */
  members: Int32Array;
}

/**
 * For each option of each facet, the in-stock slots that have it, ascending: a filtered
 * request walks these instead of the whole section (see facets.ts).
 */
export interface Postings {
  brand: Int32Array[];
  color: Int32Array[];
  gender: Int32Array[];
  group: Int32Array[];
  type: Int32Array[];
  season: Int32Array[];
  /** Per size slot: slots with that size in stock somewhere. */
  size: Int32Array[];
  /** Per shop slot: slots with a size in stock in that shop. */
  store: Int32Array[];
  /** Per switch flag bit (FLAG.waterproof …): slots with the flag. */
  flag: Map<number, Int32Array>;
  /** In-stock slots by price, cheapest first, and their prices (for range lookups). */
  byPrice: Int32Array;
  byPricePrice: Int32Array;
}

export interface SortOrders {
  popular: Int32Array;
  new: Int32Array;
  priceAsc: Int32Array;
  priceDesc: Int32Array;
  discount: Int32Array;
}

export interface CatalogIndex {
  version: string;
  /** Number of colour slots. */
  size: number;
  // Per colour slot ------------------------------------------------------------------
  colorId: Int32Array;
  code: string[];
  /** Slot → product slot (name, description text live per product). */
  product: Int32Array;
  brand: Uint16Array;
  gender: Uint8Array;
  group: Uint8Array;
  type: Uint8Array;
  season: Uint8Array;
  color: Uint8Array;
  flags: Uint8Array;
  price: Int32Array;
  /** 0 when there is none. */
  oldPrice: Int32Array;
  discount: Int16Array;
  bonus: Int32Array;
  /** Words of the size mask per slot. */
  maskWords: number;
  /** Sizes in stock in any shop: maskWords words per slot. */
  stockMask: Uint32Array;
  /** Slot → first entry in shopOf/shopMask; entries of slot i are [shopStart[i], shopStart[i+1]). */
  shopStart: Int32Array;
  /** Entry → shop slot. */
  shopOf: Uint16Array;
  /** Entry → sizes in stock in that shop (maskWords words per entry). */
  shopMask: Uint32Array;
  // Per product slot -----------------------------------------------------------------
  productName: string[];
  productCode: string[];
  // Dictionaries ---------------------------------------------------------------------
  brands: Dictionary;
  genders: Dictionary;
  groups: Dictionary;
  types: Dictionary;
  /** Type slot → group slot. */
  typeGroup: Uint8Array;
  colors: Dictionary & { hex: string[] };
  seasons: Dictionary;
  /** Sizes, in display order (smallest first): size slot = bit number. */
  sizes: Dictionary;
  shops: ShopEntry[];
  shopById: Map<number, number>;
  slotByColorId: Map<number, number>;
  slotByCode: Map<string, number>;
  orders: SortOrders;
  postings: Postings;
  sections: Map<string, SectionEntry>;
  /** Slot → its most specific gendered page (index into homePaths), -1 when none. */
  home: Int16Array;
  homePaths: string[];
  /** Active catalogue banners, in display order. */
  banners: IndexBannerRow[];
  /** The root section's members: every colour in stock. */
  all: Int32Array;
}

function dictionary(entries: readonly { code: string; name: string }[]): Dictionary {
  return {
    codes: entries.map((e) => e.code),
    names: entries.map((e) => e.name),
    byCode: new Map(entries.map((e, i) => [e.code, i])),
  };
}

/** Adds codes the database has but the taxonomy does not know, named by their code. */
function withExtras(
  known: readonly { code: string; name: string }[],
  seen: Iterable<string>,
): { code: string; name: string }[] {
  const entries = [...known];
  const codes = new Set(known.map((k) => k.code));
  for (const code of seen) {
    if (!codes.has(code)) {
      codes.add(code);
      entries.push({ code, name: code });
    }
  }
  return entries;
}

const latinFirst = /^[A-Za-z]/;

/** Brand display order: digits, then Latin, then Cyrillic, each A–Z by Russian collation. */
export function compareBrandNames(a: string, b: string): number {
  const rank = (name: string) => (/^[0-9]/.test(name) ? 0 : latinFirst.test(name) ? 1 : 2);
  return rank(a) - rank(b) || a.localeCompare(b, 'ru', { sensitivity: 'base' });
}

function sortedOrder(size: number, compare: (a: number, b: number) => number): Int32Array {
  const order = new Int32Array(size);
  for (let i = 0; i < size; i += 1) order[i] = i;
  return order.sort(compare);
}

/**
 * Builds the index from the rows the loader read (rows may come in any order). A build of
 * a big catalogue takes seconds of CPU: `pause` is awaited between its steps so a server
 * can answer other requests meanwhile (the snapshot passes a setImmediate tick).
 */
export async function buildCatalogIndex(
  version: string,
  rows: CatalogRows,
  pause: () => Promise<void> = async () => {},
): Promise<CatalogIndex> {
  const colors = [...rows.colors].sort((a, b) => a.id - b.id);
  const size = colors.length;

  const brandRows = [...rows.brands].sort((a, b) => compareBrandNames(a.name, b.name));
  const brandSlotById = new Map(brandRows.map((b, i) => [b.id, i]));
  const brands = dictionary(brandRows);

  const genders = dictionary(
    withExtras(
      GENDERS,
      colors.map((c) => c.gender),
    ),
  );
  const groups = dictionary(
    withExtras(
      GROUPS,
      colors.map((c) => c.groupCode),
    ),
  );
  const types = dictionary(
    withExtras(
      PRODUCT_TYPES,
      colors.map((c) => c.typeCode),
    ),
  );
  const typeGroup = new Uint8Array(types.codes.length);
  types.codes.forEach((code, i) => {
    const known = PRODUCT_TYPES.find((t) => t.code === code);
    const groupCode = known?.groupCode ?? colors.find((c) => c.typeCode === code)?.groupCode ?? '';
    typeGroup[i] = groups.byCode.get(groupCode) ?? 0;
  });
  // The taxonomy's palette first; a colour only the database knows keeps its own name and hex.
  const palette = [...COLORS];
  const paletteCodes = new Set(palette.map((p) => p.code));
  for (const c of colors) {
    if (paletteCodes.has(c.colorCode)) continue;
    paletteCodes.add(c.colorCode);
    palette.push({ code: c.colorCode, name: c.colorName, hex: c.hex });
  }
  const colorDict = { ...dictionary(palette), hex: palette.map((p) => p.hex) };
  const seasons = dictionary(
    withExtras(
      Object.entries(SEASONS).map(([code, name]) => ({ code, name })),
      colors.map((c) => String(c.season)),
    ),
  );

  // Sizes: every size that is in stock somewhere, smallest first.
  const sizeValues = new Set<string>();
  for (const row of rows.stock) for (const value of row.sizes) sizeValues.add(value);
  const sizeList = [...sizeValues].sort((a, b) => sizeSortKey(a) - sizeSortKey(b) || a.localeCompare(b));
  const sizes = dictionary(sizeList.map((v) => ({ code: v, name: v })));
  const maskWords = Math.max(1, Math.ceil(sizeList.length / 32));

  const shopRows = [...rows.shops].sort((a, b) => a.id - b.id);
  const shops: ShopEntry[] = shopRows.map((s) => ({
    id: s.id,
    name: s.name,
    cityId: s.cityId,
    cityName: s.cityName,
  }));
  const shopById = new Map(shops.map((s, i) => [s.id, i]));

  const productSlotById = new Map<number, number>();
  const productName: string[] = [];
  const productCode: string[] = [];

  const index: CatalogIndex = {
    version,
    size,
    colorId: new Int32Array(size),
    code: new Array<string>(size),
    product: new Int32Array(size),
    brand: new Uint16Array(size),
    gender: new Uint8Array(size),
    group: new Uint8Array(size),
    type: new Uint8Array(size),
    season: new Uint8Array(size),
    color: new Uint8Array(size),
    flags: new Uint8Array(size),
    price: new Int32Array(size),
    oldPrice: new Int32Array(size),
    discount: new Int16Array(size),
    bonus: new Int32Array(size),
    maskWords,
    stockMask: new Uint32Array(size * maskWords),
    shopStart: new Int32Array(size + 1),
    shopOf: new Uint16Array(0),
    shopMask: new Uint32Array(0),
    productName,
    productCode,
    brands,
    genders,
    groups,
    types,
    typeGroup,
    colors: colorDict,
    seasons,
    sizes,
    shops,
    shopById,
    slotByColorId: new Map(),
    slotByCode: new Map(),
    orders: {
      popular: new Int32Array(0),
      new: new Int32Array(0),
      priceAsc: new Int32Array(0),
      priceDesc: new Int32Array(0),
      discount: new Int32Array(0),
    },
    postings: emptyPostings(),
    sections: new Map(),
    home: new Int16Array(size),
    homePaths: [],
    banners: rows.banners,
    all: new Int32Array(0),
  };

  const popularity = new Float64Array(size);
  const created = new Float64Array(size);
  const sortWeight = new Float64Array(size);

  colors.forEach((c, i) => {
    let productSlot = productSlotById.get(c.productId);
    if (productSlot === undefined) {
      productSlot = productName.length;
      productSlotById.set(c.productId, productSlot);
      productName.push(c.name);
      productCode.push(c.productCode);
    }
    index.colorId[i] = c.id;
    index.code[i] = c.code;
    index.product[i] = productSlot;
    index.brand[i] = brandSlotById.get(c.brandId) ?? 0;
    index.gender[i] = genders.byCode.get(c.gender) ?? 0;
    index.group[i] = groups.byCode.get(c.groupCode) ?? 0;
    index.type[i] = types.byCode.get(c.typeCode) ?? 0;
    index.season[i] = seasons.byCode.get(String(c.season)) ?? 0;
    index.color[i] = colorDict.byCode.get(c.colorCode) ?? 0;
    index.flags[i] =
      (c.waterproof ? FLAG.waterproof : 0) |
      (c.bestseller ? FLAG.bestseller : 0) |
      (c.collab ? FLAG.collab : 0) |
      (c.recycled ? FLAG.recycled : 0) |
      (c.isNew ? FLAG.isNew : 0) |
      (c.discount > 0 ? FLAG.onSale : 0);
    index.price[i] = c.price;
    index.oldPrice[i] = c.oldPrice ?? 0;
    index.discount[i] = c.discount;
    index.bonus[i] = c.bonus;
    popularity[i] = c.popularity;
    created[i] = c.created;
    sortWeight[i] = c.sort;
    index.slotByColorId.set(c.id, i);
    index.slotByCode.set(c.code, i);
  });

  await pause();
  fillStock(index, rows.stock);
  await pause();

  const byId = (a: number, b: number) => index.colorId[a] - index.colorId[b];
  const byPopularity = (a: number, b: number) =>
    popularity[b] - popularity[a] || sortWeight[a] - sortWeight[b] || byId(a, b);
  const popular = sortedOrder(size, byPopularity);
  await pause();
  const newest = sortedOrder(size, (a, b) => created[b] - created[a] || byPopularity(a, b));
  await pause();
  const priceAsc = sortedOrder(size, (a, b) => index.price[a] - index.price[b] || byPopularity(a, b));
  await pause();
  const priceDesc = sortedOrder(size, (a, b) => index.price[b] - index.price[a] || byPopularity(a, b));
  await pause();
  const discount = sortedOrder(size, (a, b) => index.discount[b] - index.discount[a] || byPopularity(a, b));
  index.orders = { popular, new: newest, priceAsc, priceDesc, discount };
  await pause();

  fillSections(index, rows.sections);
  fillHomes(index);
  index.all = index.sections.get('')?.members ?? inStockSlots(index, () => true);
  await pause();
  fillPostings(index);
  return index;
}
