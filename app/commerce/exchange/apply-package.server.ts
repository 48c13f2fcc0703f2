/**
 * Applies a staged package to the catalogue inside one transaction (the caller's): the
 * shop sees all of a package or none of it.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.server';
import type { ApplyContext, ImportReport } from './apply-context';
import { applyOffers } from './apply-offers.server';
import { applyProducts } from './apply-products.server';
import { defaultSectionPath, type SectionForMapping } from './catalog-mapping';
import type {
  CharacteristicRecord,
  ClassifierRecord,
  ExchangeRecord,
  GroupRecord,
  OfferRecord,
  PriceTypeRecord,
  ProductRecord,
  PropertyRecord,
  WarehouseRecord,
} from './commerceml-records';
import {
  hideProductsAbsentFrom,
  selectBrandIds,
  selectGroups,
  selectSections,
  upsertGroups,
  type SectionRow,
} from './catalog.queries.server';
import type { ExchangeConfig } from './config.server';
import type { ObjectStore } from '../storage/object-store';
import {
  clearColorPicturesNotSent,
  upsertCharacteristics,
  zeroStockOfOffersAbsentFrom,
} from './offers.queries.server';
import { choosePriceTypes, NoRetailPriceError, priceTypeNames } from './price-types';
import {
  recordPriceTypeUse,
  selectRememberedPriceTypes,
  upsertPriceTypes,
} from './price-types.queries.server';
import {
  selectWarehouses,
  selectWarehouseShops,
  tieUntiedWarehouses,
  upsertWarehouses,
} from './warehouses.queries.server';
import { selectStaged, selectStagedOfKind } from './runs.queries.server';
import { notifyBackInStock } from '../stock-alerts/back-in-stock.server';
import { selectAwaitedSizeIds } from '../stock-alerts/stock-alerts.queries.server';

export type { ImportReport } from './apply-context';

const yieldToOthers = () => new Promise((resolve) => setImmediate(resolve));
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

/** Statistics of the tables the apply writes (the staged records no longer change then). */
async function refreshStatistics(tx: DbOrTx, withStaged = false): Promise<void> {
  await tx.execute(
    withStaged
      ? sql`ANALYZE exchange_staged, exchange_products, exchange_offers, products, product_colors, product_sizes, stock`
      : sql`ANALYZE exchange_products, exchange_offers, products, product_colors, product_sizes, stock`,
  );
}

/** Applies every staged record of a run; the caller commits or rolls back. */
export async function applyStagedRun(
  tx: DbOrTx,
  run: { id: number; changesOnly: boolean },
  config: ExchangeConfig,
  options: {
    /** Staged records per batch of writes; between batches other requests get the event loop. */
    batch: number;
    readBeside: (name: string) => Promise<Buffer | null>;
    pictures: ObjectStore;
  },
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
    brokenPictures: [],
    brokenPictureCount: 0,
    warehouses: [],
    retailPriceType: null,
    oldPriceType: null,
    priceTypeChoice: 'none',
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
  const [classifier] = await selectStagedOfKind<ClassifierRecord>(tx, run.id, 'classifier');
  const classifierId = classifier?.id ?? '';
  await upsertPriceTypes(tx, priceTypes, classifierId);
  const names = {
    retail: priceTypeNames(config.EXCHANGE_1C_PRICE_TYPE),
    old: priceTypeNames(config.EXCHANGE_1C_OLD_PRICE_TYPE),
  };
  const prices = choosePriceTypes(priceTypes, names, await selectRememberedPriceTypes(tx, classifierId));
  const warehouses = await selectStagedOfKind<WarehouseRecord>(tx, run.id, 'warehouse');
  await upsertWarehouses(tx, warehouses);
  await tieUntiedWarehouses(tx);
  await upsertCharacteristics(
    tx,
    await selectStagedOfKind<CharacteristicRecord>(tx, run.id, 'characteristic'),
  );
  const mapped = await selectGroups(tx);

  const context: ApplyContext = {
    tx,
    runId: run.id,
    changesOnly: run.changesOnly,
    config,
    readBeside: options.readBeside,
    pictures: options.pictures,
    report,
    properties: new Map(
      (await selectStagedOfKind<PropertyRecord>(tx, run.id, 'property')).map((p) => [p.id, p]),
    ),
    sections: new Map(sectionRows.map((s) => [s.path, s])),
    groupSections: new Map(mapped.map((g) => [g.externalId, g.sectionPath])),
    brands: await selectBrandIds(tx),
    retailType: prices.retail,
    oldType: prices.old,
    warehouseShops: await selectWarehouseShops(tx),
    offersByPriceType: new Map(),
    stockedWarehouses: new Set(),
    unmapped: new Set(),
    picturedColors: new Set(),
  };

  let sawProducts = false;
  let sawOffers = false;
  let applied = 0;
  let analyzedAt = 1000;
  await refreshStatistics(tx, true);
  let after = -1;
  // The offers of the last product of a batch wait for the next one: two offers of one size
  // add up only when they are applied together (1С writes a product's offers one after another).
  let carried: ExchangeRecord[] = [];
  for (;;) {
    const batch = await selectStaged(tx, run.id, after, options.batch);
    const records = [...carried, ...batch.map((b) => b.data)];
    if (records.length === 0) break;
    carried = batch.length === 0 ? [] : trailingOffersOfOneProduct(records);
    if (batch.length > 0) after = batch[batch.length - 1].seq;
    const applying = records.slice(0, records.length - carried.length);
    const products = applying.filter((r): r is ProductRecord => r.kind === 'product');
    if (products.length > 0) sawProducts = true;
    await applyProducts(context, products);
    const offers = applying.filter((r): r is OfferRecord => r.kind === 'offer');
    if (offers.length > 0) sawOffers = true;
    if (offers.length > 0 && !context.retailType && !run.changesOnly)
      throw new NoRetailPriceError(priceTypes, names.retail);
    await applyOffers(context, offers);
    // The tables grow under the import; without fresh statistics the planner keeps the plans
    // of near-empty tables (sequential scans), and each batch costs more than the last. Plans
    // change with the order of magnitude, so the statistics are refreshed each time the
    // applied records double (about 11 times for 1.5 M offers, not once per batch).
    applied += batch.length;
    if (applied >= analyzedAt * 2) {
      analyzedAt = applied;
      await refreshStatistics(tx);
    }
    await yieldToOthers();
  }
  if (sawProducts && !run.changesOnly) report.hiddenAbsent = await hideProductsAbsentFrom(tx, run.id);
  if (sawOffers && !run.changesOnly) {
    await zeroStockOfOffersAbsentFrom(tx, run.id, [...new Set(context.warehouseShops.values())]);
    await clearColorPicturesNotSent(tx, run.id, [...context.picturedColors]);
  }
  if (sawOffers) {
    // Stock from 1С is a stock write like any other: shoppers waiting for a size that came back
    // get their message, queued in this transaction (sent once the import commits). Asked once
    // for the sizes anyone waits for, rather than per batch for every size written.
    report.backInStockNotified = await notifyBackInStock(tx, await selectAwaitedSizeIds(tx));
    await recordPriceTypeUse(tx, classifierId, prices, context.offersByPriceType);
    const typeName = (id?: string) => priceTypes.find((t) => t.id === id)?.name ?? null;
    report.retailPriceType = typeName(prices.retail);
    report.oldPriceType = typeName(prices.old);
    report.priceTypeChoice = prices.how;
    report.warehouses = await warehouseSummary(tx, [
      ...warehouses.map((w) => w.id),
      ...context.stockedWarehouses,
    ]);
  }
  const groupPath = new Map(mapped.map((g) => [g.externalId, g.path]));
  report.unmappedGroups = [...context.unmapped].map((id) => groupPath.get(id) ?? 'без группы');
  return report;
}

/** The offers at the end of a batch that belong to its last offer's product (all of it: none). */
function trailingOffersOfOneProduct(records: ExchangeRecord[]): ExchangeRecord[] {
  const last = records[records.length - 1];
  if (last?.kind !== 'offer') return [];
  let from = records.length - 1;
  while (from > 0) {
    const previous = records[from - 1];
    if (previous.kind !== 'offer' || previous.productId !== last.productId) break;
    from -= 1;
  }
  // A batch that is one product's offers throughout is applied as it is (no endless carry).
  return from === 0 ? [] : records.slice(from);
}

/** Where the stock of the warehouses this package named went, for the summary. */
async function warehouseSummary(tx: DbOrTx, externalIds: string[]): Promise<ImportReport['warehouses']> {
  const named = new Set(externalIds);
  return (await selectWarehouses(tx))
    .filter((w) => named.has(w.externalId))
    .map((w) => ({ name: w.name, location: w.shopName ?? '', kind: w.shopKind ?? 'warehouse' }));
}
