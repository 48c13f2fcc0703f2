// Offers of a staged 1С package: each offer is a size of a colour article (offer-mapping.ts
// says where 1С puts the size and the colour), priced by its own retail price, with stock per
// warehouse at the warehouse's location (warehouses.queries.server.ts).
import { sizeSortKey } from '../catalog/taxonomy/sizes';
import { priceTerms } from '../catalog/price-terms';
import { slugify } from '../catalog/slug';
import type { ApplyContext } from './apply-context';
import { storedPictures } from './apply-pictures.server';
import { namedProperties } from './apply-products.server';
import { roubles } from './catalog-mapping';
import { selectLinkedProducts, type LinkedProduct } from './catalog.queries.server';
import type { OfferRecord } from './commerceml-records';
import { colorArticle, offerColorName, offerSize, type OfferTraits } from './offer-mapping';
import {
  selectCheapestSizes,
  updateColorPrices,
  selectCharacteristics,
  setStockLevels,
  upsertColors,
  upsertOffers,
  upsertSizes,
  type ColorWrite,
  type SizeWrite,
} from './offers.queries.server';
import { NO_WAREHOUSE, selectWarehouseShops, tieUntiedWarehouses } from './warehouses.queries.server';

/**
 * What an offer says about stock, by warehouse Ид: its <Склад> quantities, else its bare
 * <Количество> (packages that name no warehouse), else nothing (a price-only change: the
 * stock stays as it is).
 */
function stockOf(offer: OfferRecord): Record<string, number> | null {
  if (Object.keys(offer.stock).length > 0) return offer.stock;
  if (offer.quantity !== null) return { [NO_WAREHOUSE]: offer.quantity };
  return null;
}

interface Placed {
  offer: OfferRecord;
  colorCode: string;
  size: string;
  price: number;
  oldPrice: number | null;
}

/** Locations of the warehouses these offers name, making one for any warehouse not yet known. */
async function warehouseLocations(
  context: ApplyContext,
  offers: OfferRecord[],
): Promise<Map<string, number>> {
  const missing = new Set<string>();
  for (const offer of offers) {
    for (const id of Object.keys(stockOf(offer) ?? {})) if (!context.warehouseShops.has(id)) missing.add(id);
  }
  if (missing.size > 0) {
    await tieUntiedWarehouses(context.tx, [...missing]);
    context.warehouseShops = await selectWarehouseShops(context.tx);
  }
  return context.warehouseShops;
}

export async function applyOffers(context: ApplyContext, offers: OfferRecord[]): Promise<void> {
  if (offers.length === 0) return;
  const products = await selectLinkedProducts(context.tx, [...new Set(offers.map((o) => o.productId))]);
  const sentCharacteristics = await selectCharacteristics(
    context.tx,
    offers.filter((o) => o.id.includes('#') && Object.keys(o.characteristics).length === 0).map((o) => o.id),
  );
  // УТ 10 offers a product itself beside its characteristics (usually with no stock): such an
  // offer is no size of its own. Batches keep a product's offers together (apply-package).
  const characterized = new Set(offers.filter((o) => o.id !== o.productId).map((o) => o.productId));
  const colors = new Map<string, ColorWrite>();
  const placed: Placed[] = [];
  // Pictures of a colour: those its size offers carry (1С repeats them on each size).
  const pictureNamesOf = new Map<string, string[]>();
  for (const offer of offers) {
    for (const typeId of Object.keys(offer.prices))
      context.offersByPriceType.set(typeId, (context.offersByPriceType.get(typeId) ?? 0) + 1);
    if (offer.id === offer.productId && characterized.has(offer.productId)) continue;
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
    const traits: OfferTraits = {
      characteristics: Object.keys(offer.characteristics).length
        ? offer.characteristics
        : (sentCharacteristics.get(offer.id) ?? {}),
      offerProperties: namedProperties(offer, context.properties),
      productProperties: product.properties,
      offerName: offer.name ?? '',
      productName: product.name,
    };
    const colorWord = offerColorName(traits);
    const article = colorArticle(colorWord, slugify);
    if (article.unknown && !context.report.unknownColors.includes(colorWord))
      context.report.unknownColors.push(colorWord);
    const code = article.suffix ? `${product.code}-${article.suffix}` : product.code;
    const rubles = roubles(price);
    const old = context.oldType ? offer.prices[context.oldType] : undefined;
    const oldPrice = old !== undefined && roubles(old) > rubles ? roubles(old) : null;
    // A colour is written with its cheapest size's price (a colour's sizes come in one batch).
    const known = colors.get(code);
    if (!known || rubles < known.price) {
      colors.set(code, {
        ...newColor(product, code, article, rubles, oldPrice),
        pictures: known?.pictures ?? null,
      });
    }
    const names = pictureNamesOf.get(code) ?? [];
    for (const name of offer.pictures ?? []) if (!names.includes(name)) names.push(name);
    pictureNamesOf.set(code, names);
    placed.push({ offer, colorCode: code, size: offerSize(traits), price: rubles, oldPrice });
  }
  for (const [code, names] of pictureNamesOf) {
    if (names.length > 0) colors.get(code)!.pictures = await storedPictures(context, names);
  }
  const written = await upsertColors(context.tx, [...colors.values()]);
  const colorIds = written.ids;
  for (const [code, names] of pictureNamesOf) {
    if (names.length > 0) context.picturedColors.add(colorIds.get(code)!);
  }
  const sizes = await upsertSizes(context.tx, sizeWrites(placed, colorIds));
  await priceColorsBySizes(
    context,
    [...colorIds.values()].filter((id) => !written.created.has(id)),
  );
  await writeStock(context, placed, colorIds, sizes);
}

function newColor(
  product: LinkedProduct,
  code: string,
  article: ReturnType<typeof colorArticle>,
  price: number,
  oldPrice: number | null,
): ColorWrite {
  return {
    productId: product.productId,
    code,
    colorCode: article.colorCode,
    colorName: article.colorName,
    hex: article.hex,
    // The cheapest size's price is set once the sizes are written (priceColorsBySizes).
    price,
    oldPrice,
    ...priceTerms(price, oldPrice),
    pictures: null,
  };
}

/**
 * A colour costs its cheapest size (what sorting, the price filter and «от N ₽» read), with
 * that size's old price, discount and bonus. A colour made in this batch was written so; one
 * that had sizes before is recomputed from all of them (a changes-only package may reprice
 * one size of many).
 */
async function priceColorsBySizes(context: ApplyContext, colorIds: number[]): Promise<void> {
  const cheapest = await selectCheapestSizes(context.tx, colorIds);
  await updateColorPrices(
    context.tx,
    cheapest.map((c) => ({ ...c, ...priceTerms(c.price, c.oldPrice) })),
  );
}

/** One size per colour and size; two offers of one size (widths, leathers) share it at the lower price. */
function sizeWrites(placed: Placed[], colorIds: Map<string, number>): SizeWrite[] {
  const rows = new Map<string, SizeWrite>();
  for (const p of placed) {
    const colorId = colorIds.get(p.colorCode)!;
    const key = `${colorId}|${p.size}`;
    const known = rows.get(key);
    if (known && known.price <= p.price) continue;
    rows.set(key, {
      colorId,
      sizeRu: p.size,
      sort: Math.round(sizeSortKey(p.size) * 10),
      price: p.price,
      oldPrice: p.oldPrice,
    });
  }
  return [...rows.values()];
}

async function writeStock(
  context: ApplyContext,
  placed: Placed[],
  colorIds: Map<string, number>,
  sizes: { ids: Map<string, number>; created: Set<number> },
): Promise<void> {
  const locations = await warehouseLocations(
    context,
    placed.filter((p) => !p.offer.deleted).map((p) => p.offer),
  );
  const offerRows: { externalId: string; sizeId: number; colorId: number }[] = [];
  const stock: { sizeId: number; shopId: number; quantity: number }[] = [];
  const counted = new Set<number>();
  for (const p of placed) {
    const colorId = colorIds.get(p.colorCode)!;
    const sizeId = sizes.ids.get(`${colorId}|${p.size}`)!;
    offerRows.push({ externalId: p.offer.id, sizeId, colorId });
    // A deleted offer holds nothing anywhere; an offer saying nothing of stock leaves it be.
    const levels = p.offer.deleted ? {} : stockOf(p.offer);
    if (!levels) continue;
    // A size made just now holds nothing anywhere yet: no stock of it to zero.
    if (!sizes.created.has(sizeId)) counted.add(sizeId);
    for (const [warehouse, quantity] of Object.entries(levels)) {
      context.stockedWarehouses.add(warehouse);
      stock.push({ sizeId, shopId: locations.get(warehouse)!, quantity: Math.max(0, Math.floor(quantity)) });
    }
  }
  await upsertOffers(context.tx, offerRows);
  await setStockLevels(context.tx, stock, [...counted], [...new Set(locations.values())], sizes.created);
  context.report.offers += offerRows.length;
}
