/** Builds the catalogue index from plain rows (no database here, so it is unit-testable). */
import { SEASONS } from '../taxonomy/attributes';
import { COLORS } from '../taxonomy/colors';
import { GENDERS } from '../taxonomy/genders';
import { GROUPS, PRODUCT_TYPES } from '../taxonomy/product-types';
import { sizeSortKey } from '../taxonomy/sizes';
import type { CatalogIndex, ShopEntry } from './catalog-index';
import { compareBrandNames, dictionary, withExtras } from './dictionaries';
import { FLAG } from './flags';
import { emptyPostings, fillPostings } from './postings';
import type { CatalogRows } from './rows';
import { fillHomes, fillSections } from './sections';
import { fillStock, inStockSlots } from './stock-masks';

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
  const brandAliases = brandRows.map((b) => b.searchAliases ?? []);

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

  const shopRows = [...rows.shops].filter((s) => (s.kind ?? 'shop') === 'shop').sort((a, b) => a.id - b.id);
  const warehouses = new Set(rows.shops.filter((s) => s.kind === 'warehouse').map((s) => s.id));
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
  const productArticle: string[] = [];

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
    stock: [],
    productName,
    productCode,
    productArticle,
    picture: new Array<string>(size),
    brands,
    brandAliases,
    synonyms: rows.synonyms ?? [],
    genders,
    groups,
    types,
    typeGroup,
    colors: colorDict,
    seasons,
    sizes,
    shops,
    shopById,
    warehouses,
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
      productArticle.push(c.article ?? '');
    }
    index.colorId[i] = c.id;
    index.code[i] = c.code;
    index.picture[i] = c.picture ?? '';
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
      (c.discount > 0 ? FLAG.onSale : 0) |
      (c.priceFrom ? FLAG.priceFrom : 0);
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

  // Popular: units sold in the last 30 days first, then the stored popularity (the merchandiser's).
  const sold = new Float64Array(size);
  for (const sale of rows.sales ?? []) {
    const slot = index.slotByColorId.get(sale.colorId);
    if (slot !== undefined) sold[slot] = sale.sold;
  }
  const byId = (a: number, b: number) => index.colorId[a] - index.colorId[b];
  const byPopularity = (a: number, b: number) =>
    sold[b] - sold[a] || popularity[b] - popularity[a] || sortWeight[a] - sortWeight[b] || byId(a, b);
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
