// Offers of a staged 1С package: colour characteristics to colour articles (priced from the
// retail and old price types), sizes, and stock per warehouse mapped to the shop's stores.
import { colorByCode } from '../catalog/taxonomy/colors';
import { sizeSortKey } from '../catalog/taxonomy/sizes';
import { BONUS_RATE } from '../db/seed/catalog-prices';
import { slugify } from '../db/seed/slug';
import { notifyBackInStock } from '../stock-alerts/back-in-stock.server';
import type { ApplyContext } from './apply-context';
import { storedPictures } from './apply-pictures.server';
import { normalName, paletteColor, roubles, sizeLabel } from './catalog-mapping';
import { selectLinkedProducts, type LinkedProduct } from './catalog.queries.server';
import type { OfferRecord } from './commerceml-records';
import {
  setStockLevels,
  upsertColors,
  upsertOffers,
  upsertSizes,
  type ColorWrite,
} from './offers.queries.server';

/**
 * Palette colour of an offer whose colour 1С did not give or the palette lacks (the
 * product page still shows 1С's word; the colour filter lists it under grey).
 */
const FALLBACK_COLOR = colorByCode('grey')!;

function colorOf(context: ApplyContext, offer: OfferRecord, product: LinkedProduct) {
  const value = offer.characteristics['цвет'] ?? product.properties['цвет'] ?? '';
  const palette = paletteColor(value);
  if (!palette && value && !context.report.unknownColors.includes(value))
    context.report.unknownColors.push(value);
  const color = palette ?? FALLBACK_COLOR;
  const exact = palette && normalName(value) === normalName(palette.name);
  const suffix = exact || !value ? color.code : slugify(value) || color.code;
  return { code: `${product.code}-${suffix}`, color, name: value || color.name };
}

export async function applyOffers(context: ApplyContext, offers: OfferRecord[]): Promise<void> {
  const products = await selectLinkedProducts(context.tx, [...new Set(offers.map((o) => o.productId))]);
  const colors = new Map<string, ColorWrite>();
  const placed: { offer: OfferRecord; colorCode: string; size: string }[] = [];
  // Pictures of a colour: those its size offers carry (1С repeats them on each size).
  const pictureNamesOf = new Map<string, string[]>();
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
        pictures: null,
      });
    }
    const names = pictureNamesOf.get(code) ?? [];
    for (const name of offer.pictures ?? []) if (!names.includes(name)) names.push(name);
    pictureNamesOf.set(code, names);
    placed.push({ offer, colorCode: code, size: sizeLabel(offer.characteristics['размер'] ?? '') });
  }
  for (const [code, names] of pictureNamesOf) {
    if (names.length > 0) colors.get(code)!.pictures = await storedPictures(context, names);
  }
  const colorIds = await upsertColors(context.tx, [...colors.values()]);
  for (const [code, names] of pictureNamesOf) {
    if (names.length > 0) context.picturedColors.add(colorIds.get(code)!);
  }
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
