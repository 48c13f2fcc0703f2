/**
 * Applies a staged package to the catalogue inside one transaction (the caller's): the
 * shop sees all of a package or none of it.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { colorByCode } from '../catalog/taxonomy/colors';
import { sizeSortKey } from '../catalog/taxonomy/sizes';
import { BONUS_RATE } from '../db/seed/catalog-prices';
import { slugify } from '../db/seed/slug';
import type { DbOrTx } from '../db/client.server';
import {
  attributesOf,
  brandName,
  defaultSectionPath,
  normalName,
  paletteColor,
  productGender,
  roubles,
  seasonOf,
  sizeLabel,
  type Properties,
  type SectionForMapping,
} from './catalog-mapping';
import type {
  GroupRecord,
  OfferRecord,
  PriceTypeRecord,
  ProductRecord,
  PropertyRecord,
  WarehouseRecord,
} from './commerceml-records';
import {
  hideProductsAbsentFrom,
  insertBrand,
  selectBrandIds,
  selectLinkedProducts,
  selectGroups,
  selectSections,
  upsertGroups,
  upsertProducts,
  type LinkedProduct,
  type ProductWrite,
  type SectionRow,
} from './catalog.queries.server';
import { notifyBackInStock } from '../stock-alerts/back-in-stock.server';
import type { ExchangeConfig } from './config.server';
import {
  selectPriceTypes,
  selectWarehouseShops,
  setStockLevels,
  upsertColors,
  upsertOffers,
  upsertPriceTypes,
  upsertSizes,
  upsertWarehouses,
  zeroStockOfOffersAbsentFrom,
  type ColorWrite,
} from './offers.queries.server';
import { selectStaged, selectStagedOfKind } from './runs.queries.server';

/** What an import did, kept with its run and written to the log. */
export interface ImportReport {
  products: number;
  offers: number;
  hiddenAbsent: number;
  /** Group paths no section is mapped to: their products stay hidden. */
  unmappedGroups: string[];
  unmappedWarehouses: string[];
  unknownColors: string[];
  offersOfUnknownProducts: number;
  offersWithoutPrice: number;
  /** Shoppers told that a size they waited for is back ('Сообщить о поступлении'). */
  backInStockNotified: number;
}

/** Staged records per batch of writes; between batches other requests get the event loop. */
const BATCH = 250;
const yieldToOthers = () => new Promise((resolve) => setImmediate(resolve));
/**
 * Palette colour of an offer whose colour 1С did not give or the palette lacks (the
 * product page still shows 1С's word; the colour filter lists it under grey).
 */
const FALLBACK_COLOR = colorByCode('grey')!;

/** Sections with their name paths ('Мужчинам/Обувь/Кроссовки'), for matching groups. */
export function sectionsForMapping(rows: SectionRow[]): (SectionForMapping & SectionRow)[] {
  const byPath = new Map(rows.map((r) => [r.path, r]));
  const namePath = (row: SectionRow): string => {
    const parent = row.parentPath ? byPath.get(row.parentPath) : undefined;
    return parent && parent.path !== '' ? `${namePath(parent)}/${row.name}` : row.name;
  };
  return rows.filter((r) => r.path !== '').map((r) => ({ ...r, namePath: namePath(r) }));
}

function groupPaths(groups: GroupRecord[]): Map<string, string> {
  const byId = new Map(groups.map((g) => [g.id, g]));
  const paths = new Map<string, string>();
  const pathOf = (group: GroupRecord, depth = 0): string => {
    const parent = group.parentId ? byId.get(group.parentId) : undefined;
    return parent && depth < 32 ? `${pathOf(parent, depth + 1)} / ${group.name}` : group.name;
  };
  for (const group of groups) paths.set(group.id, pathOf(group));
  return paths;
}

/** Property values of a product by lower-case property name (reference values resolved). */
function productProperties(record: ProductRecord, properties: Map<string, PropertyRecord>): Properties {
  const result: Properties = {};
  for (const { id, value } of record.properties) {
    const property = properties.get(id);
    const name = (property?.name ?? id).toLowerCase();
    result[name] = property?.values[value] ?? value;
  }
  return result;
}

function productCode(record: ProductRecord): string {
  const hash = createHash('sha1').update(record.id).digest('hex').slice(0, 8);
  const slug = slugify(record.name).slice(0, 80).replace(/-+$/, '');
  return slug ? `${slug}-${hash}` : `tovar-${hash}`;
}

interface Context {
  tx: DbOrTx;
  runId: number;
  config: ExchangeConfig;
  report: ImportReport;
  properties: Map<string, PropertyRecord>;
  sections: Map<string, SectionRow>;
  groupSections: Map<string, string | null>;
  brands: Map<string, number>;
  retailType?: string;
  oldType?: string;
  warehouseShops: Map<string, number>;
  /** Groups of this package's products that no section is mapped to. */
  unmapped: Set<string>;
}

async function brandId(context: Context, name: string): Promise<number> {
  const key = name.toLowerCase();
  let id = context.brands.get(key);
  if (id === undefined) {
    id = await insertBrand(context.tx, name, slugify(name) || 'brand');
    context.brands.set(key, id);
  }
  return id;
}

async function applyProducts(context: Context, records: ProductRecord[]): Promise<void> {
  const rows: ProductWrite[] = [];
  for (const record of records) {
    const properties = productProperties(record, context.properties);
    const groupId = record.groupIds[0] ?? null;
    const sectionPath = groupId ? context.groupSections.get(groupId) : null;
    const section = sectionPath ? context.sections.get(sectionPath) : undefined;
    if (!section) context.unmapped.add(groupId ?? '');
    rows.push({
      externalId: record.id,
      code: productCode(record),
      name: record.name,
      brandId: await brandId(context, brandName(properties) || 'Без бренда'),
      gender: productGender(properties, section?.gender ?? null),
      groupCode: section?.groupCode ?? '',
      typeCode: section?.typeCode ?? '',
      description: record.description,
      season: seasonOf(properties),
      attributes: attributesOf(properties, record.article),
      hidden: !section || record.deleted,
      groupId,
      properties,
    });
  }
  await upsertProducts(context.tx, rows);
  context.report.products += rows.length;
}

function colorOf(context: Context, offer: OfferRecord, product: LinkedProduct) {
  const value = offer.characteristics['цвет'] ?? product.properties['цвет'] ?? '';
  const palette = paletteColor(value);
  if (!palette && value && !context.report.unknownColors.includes(value))
    context.report.unknownColors.push(value);
  const color = palette ?? FALLBACK_COLOR;
  const exact = palette && normalName(value) === normalName(palette.name);
  const suffix = exact || !value ? color.code : slugify(value) || color.code;
  return { code: `${product.code}-${suffix}`, color, name: value || color.name };
}

async function applyOffers(context: Context, offers: OfferRecord[]): Promise<void> {
  const products = await selectLinkedProducts(context.tx, [...new Set(offers.map((o) => o.productId))]);
  const colors = new Map<string, ColorWrite>();
  const placed: { offer: OfferRecord; colorCode: string; size: string }[] = [];
  for (const offer of offers) {
    const product = products.get(offer.productId);
    if (!product) {
      context.report.offersOfUnknownProducts += 1;
      continue;
    }
    const price = context.retailType ? offer.prices[context.retailType] : undefined;
    if (price === undefined) {
      context.report.offersWithoutPrice += 1;
      continue;
    }
    const { code, color, name } = colorOf(context, offer, product);
    const rubles = roubles(price);
    const old = context.oldType ? offer.prices[context.oldType] : undefined;
    const oldPrice = old !== undefined && roubles(old) > rubles ? roubles(old) : null;
    if (!colors.has(code)) {
      colors.set(code, {
        productId: product.productId,
        code,
        colorCode: color.code,
        colorName: name,
        hex: color.hex,
        price: rubles,
        oldPrice,
        discount: oldPrice ? Math.round(((oldPrice - rubles) * 100) / oldPrice) : 0,
        bonus: Math.floor(rubles * BONUS_RATE),
      });
    }
    placed.push({ offer, colorCode: code, size: sizeLabel(offer.characteristics['размер'] ?? '') });
  }
  const colorIds = await upsertColors(context.tx, [...colors.values()]);
  const sizeRows = new Map<string, { colorId: number; sizeRu: string; sort: number }>();
  for (const p of placed) {
    const colorId = colorIds.get(p.colorCode)!;
    sizeRows.set(`${colorId}|${p.size}`, {
      colorId,
      sizeRu: p.size,
      sort: Math.round(sizeSortKey(p.size) * 10),
    });
  }
  const sizeIds = await upsertSizes(context.tx, [...sizeRows.values()]);
  const offerRows: { externalId: string; sizeId: number; colorId: number }[] = [];
  const stock: { sizeId: number; shopId: number; quantity: number }[] = [];
  for (const p of placed) {
    const colorId = colorIds.get(p.colorCode)!;
    const sizeId = sizeIds.get(`${colorId}|${p.size}`)!;
    offerRows.push({ externalId: p.offer.id, sizeId, colorId });
    if (p.offer.deleted) continue;
    for (const [warehouse, quantity] of Object.entries(p.offer.stock)) {
      const shopId = context.warehouseShops.get(warehouse);
      if (shopId === undefined) {
        if (!context.report.unmappedWarehouses.includes(warehouse))
          context.report.unmappedWarehouses.push(warehouse);
        continue;
      }
      stock.push({ sizeId, shopId, quantity: Math.max(0, Math.floor(quantity)) });
    }
  }
  await upsertOffers(context.tx, offerRows);
  await setStockLevels(
    context.tx,
    stock,
    offerRows.map((o) => o.sizeId),
    [...new Set(context.warehouseShops.values())],
  );
  // Stock from 1С is a stock write like any other: shoppers waiting for a size that came back
  // get their message, queued in this transaction (sent once the import commits).
  context.report.backInStockNotified += await notifyBackInStock(
    context.tx,
    stock.filter((level) => level.quantity > 0).map((level) => level.sizeId),
  );
  context.report.offers += offerRows.length;
}

async function refreshStatistics(tx: DbOrTx): Promise<void> {
  await tx.execute(
    sql`ANALYZE exchange_staged, exchange_products, exchange_offers, products, product_colors, product_sizes, stock`,
  );
}

/** Applies every staged record of a run; the caller commits or rolls back. */
export async function applyStagedRun(
  tx: DbOrTx,
  run: { id: number; changesOnly: boolean },
  config: ExchangeConfig,
): Promise<ImportReport> {
  const report: ImportReport = {
    products: 0,
    offers: 0,
    hiddenAbsent: 0,
    unmappedGroups: [],
    unmappedWarehouses: [],
    unknownColors: [],
    offersOfUnknownProducts: 0,
    offersWithoutPrice: 0,
    backInStockNotified: 0,
  };
  const groups = await selectStagedOfKind<GroupRecord>(tx, run.id, 'group');
  const sectionRows = sectionsForMapping(await selectSections(tx));
  const paths = groupPaths(groups);
  await upsertGroups(
    tx,
    groups.map((g) => {
      const path = paths.get(g.id)!;
      return { ...g, path, defaultSection: defaultSectionPath({ name: g.name, path }, sectionRows) };
    }),
  );
  const priceTypes = await selectStagedOfKind<PriceTypeRecord>(tx, run.id, 'priceType');
  await upsertPriceTypes(tx, priceTypes);
  await upsertWarehouses(tx, await selectStagedOfKind<WarehouseRecord>(tx, run.id, 'warehouse'));
  const knownTypes = await selectPriceTypes(tx);
  const typeNamed = (name: string) =>
    knownTypes.find((t) => normalName(t.name) === normalName(name))?.externalId;
  const mapped = await selectGroups(tx);

  const context: Context = {
    tx,
    runId: run.id,
    config,
    report,
    properties: new Map(
      (await selectStagedOfKind<PropertyRecord>(tx, run.id, 'property')).map((p) => [p.id, p]),
    ),
    sections: new Map(sectionRows.map((s) => [s.path, s])),
    groupSections: new Map(mapped.map((g) => [g.externalId, g.sectionPath])),
    brands: await selectBrandIds(tx),
    retailType: typeNamed(config.EXCHANGE_1C_PRICE_TYPE),
    oldType: typeNamed(config.EXCHANGE_1C_OLD_PRICE_TYPE),
    warehouseShops: await selectWarehouseShops(tx),
    unmapped: new Set(),
  };

  let sawProducts = false;
  let sawOffers = false;
  let batches = 0;
  await refreshStatistics(tx);
  let after = -1;
  for (;;) {
    const batch = await selectStaged(tx, run.id, after, BATCH);
    if (batch.length === 0) break;
    after = batch[batch.length - 1].seq;
    const records = batch.map((b) => b.data);
    const products = records.filter((r): r is ProductRecord => r.kind === 'product');
    if (products.length > 0) sawProducts = true;
    await applyProducts(context, products);
    const offers = records.filter((r): r is OfferRecord => r.kind === 'offer');
    if (offers.length > 0) sawOffers = true;
    await applyOffers(context, offers);
    // The tables grow under the import; without fresh statistics the planner keeps the plans
    // of near-empty tables (sequential scans), and each batch costs more than the last.
    if (++batches % 40 === 0) await refreshStatistics(tx);
    await yieldToOthers();
  }
  if (sawProducts && !run.changesOnly) report.hiddenAbsent = await hideProductsAbsentFrom(tx, run.id);
  if (sawOffers && !run.changesOnly) {
    await zeroStockOfOffersAbsentFrom(tx, run.id, [...new Set(context.warehouseShops.values())]);
  }
  const groupPath = new Map(mapped.map((g) => [g.externalId, g.path]));
  report.unmappedGroups = [...context.unmapped].map((id) => groupPath.get(id) ?? 'без группы');
  return report;
}
