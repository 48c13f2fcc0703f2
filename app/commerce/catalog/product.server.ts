/**
 * The product page's data (GET /api/products/{code}/): one colour article with its model,
 * the colour switch, sizes with stock, the shops of the shopper's city that hold it,
 * breadcrumbs, related cards and 'С этим покупают' (bought-together.server.ts). Stock is read
 * from the database, and the answer kept while the catalogue's state (version and stock log)
 * stays the same; related cards come from the catalogue index.
 */
import { catalogUrl } from '../contract/catalog-filters';
import type { ProductResponse } from '../contract/product';
import type { DbOrTx } from '../db/client.server';
import { ApiError } from '../http/errors.server';
import { cardOf, colorPictures, galleryOf, productUrl, rub } from './cards';
import { type ColorPrice, type SizeOwnPrice, sizePrice } from './price-terms';
import type { CatalogIndex } from './index/catalog-index';
import { inStock } from './index/stock-masks';
import type { CatalogSnapshot } from './index/catalog-snapshot.server';
import { catalogueAnswer } from './index/catalogue-state.server';
import { boughtTogetherCards } from './bought-together.server';
import {
  selectCityName,
  selectCityStock,
  selectColorArticle,
  selectModelColors,
  selectSizesWithStock,
} from './product.queries.server';
import { DEFAULT_CITY_ID } from '../http/request-city';
import { sectionBreadcrumbs } from './section-links';
import { ATTRIBUTE_LABELS } from './taxonomy/attributes';
import { GENDERS, type ProductGender } from './taxonomy/genders';
import { sizeConversions } from './size-systems';
import { groupByCode, typeByCode } from './taxonomy/product-types';
import { productSectionPath, sectionUrl } from './taxonomy/section-lookups';

export const PRODUCT_NOT_FOUND = 'Товар не найден';
/**
 * One row (four across from a tablet up); with the row of 'С этим покупают' the page keeps
 * the eight cards it had and its HTML budget (docs/decisions/0049-bought-together.md).
 */
const RELATED_LIMIT = 4;

/** Attributes in the taxonomy's display order, labelled in Russian; unknown keys last. */
function attributeList(attributes: Record<string, string>): ProductResponse['product']['attributes'] {
  const known = Object.keys(ATTRIBUTE_LABELS).filter((key) => attributes[key]);
  const unknown = Object.keys(attributes).filter((key) => !(key in ATTRIBUTE_LABELS) && attributes[key]);
  return [...known, ...unknown].map((key) => ({
    name: ATTRIBUTE_LABELS[key] ?? key,
    value: attributes[key],
  }));
}

/** Up to 4 in-stock articles of the same type and gender from other models, most popular first. */
function relatedCards(index: CatalogIndex, colorId: number, gender: string, typeCode: string) {
  const self = index.slotByColorId.get(colorId);
  const genderSlot = index.genders.byCode.get(gender);
  const typeSlot = index.types.byCode.get(typeCode);
  const cards = [];
  for (const slot of index.orders.popular) {
    if (cards.length === RELATED_LIMIT) break;
    if (index.gender[slot] !== genderSlot || index.type[slot] !== typeSlot || !inStock(index, slot)) continue;
    if (self !== undefined && index.product[slot] === index.product[self]) continue;
    cards.push(cardOf(index, slot));
  }
  return cards;
}

/** A price as the product answer carries it: money, old price, discount and bonus. */
function priceFields(price: ColorPrice) {
  return {
    price: rub(price.price),
    oldPrice: price.oldPrice ? rub(price.oldPrice) : null,
    discount: price.discount,
    bonus: price.bonus,
  };
}

/**
 * Each size's price, whether they differ, and the price the page heads with: the lowest size
 * price («от N ₽» until a size is chosen; the importer keeps the colour's price at it), or the
 * one price all sizes share. Read from the sizes rather than the colour's row, so the page never
 * states a price the basket would not charge. A colour whose sizes all cost the same sends no
 * size prices at all.
 */
function pricesOfSizes(color: ColorPrice, sizes: readonly SizeOwnPrice[]) {
  const prices = sizes.map((size) => sizePrice(color, size));
  const lowest = prices.reduce<ColorPrice>((low, p) => (p.price < low.price ? p : low), prices[0] ?? color);
  return { prices, lowest, pricedApart: new Set(prices.map((p) => p.price)).size > 1 };
}

/** Shops of the city holding the colour, each with its pieces per size. */
async function cityStores(db: DbOrTx, colorId: number, cityId: number): Promise<ProductResponse['stores']> {
  let cityName = await selectCityName(db, cityId);
  if (cityName === undefined) {
    cityId = DEFAULT_CITY_ID;
    cityName = (await selectCityName(db, cityId)) ?? '';
  }
  const items = new Map<number, ProductResponse['stores']['items'][number]>();
  for (const row of await selectCityStock(db, colorId, cityId)) {
    let shop = items.get(row.shop.id);
    if (!shop) items.set(row.shop.id, (shop = { ...row.shop, quantity: 0, sizes: [] }));
    shop.quantity += row.quantity;
    shop.sizes.push({ sizeId: row.sizeId, ru: row.ru, quantity: row.quantity });
  }
  return { cityId, cityName, items: [...items.values()] };
}

/**
 * The product page of a colour article; 404 for an unknown code. Everything in it comes from
 * the catalogue tables (stock and orders move the stock log, see bought-together.server.ts), so
 * it is computed once per catalogue state, article and city and shared between shoppers.
 */
export async function productPage(db: DbOrTx, code: string, cityId: number): Promise<ProductResponse> {
  if (code.length > 200) throw new ApiError(404, PRODUCT_NOT_FOUND);
  return catalogueAnswer(db, `product\n${code}\n${cityId}`, (snapshot) =>
    readProductPage(db, snapshot, code, cityId),
  );
}

async function readProductPage(
  db: DbOrTx,
  snapshot: CatalogSnapshot,
  code: string,
  cityId: number,
): Promise<ProductResponse> {
  const article = await selectColorArticle(db, code);
  if (!article) throw new ApiError(404, PRODUCT_NOT_FOUND);
  const { color, product, brand } = article;

  const [colors, sizes, stores] = await Promise.all([
    selectModelColors(db, product.id),
    selectSizesWithStock(db, color.id),
    cityStores(db, color.id, cityId),
  ]);
  const sizePrices = pricesOfSizes(color, sizes);
  const type = typeByCode(product.typeCode);
  const group = groupByCode(product.groupCode);
  const sectionPath = productSectionPath(product.gender as ProductGender, product.typeCode) ?? '';
  const url = productUrl(color.code);
  const related = relatedCards(snapshot.index, color.id, product.gender, product.typeCode);
  const boughtTogether = await boughtTogetherCards(db, snapshot, color.id, new Set(related.map((c) => c.id)));

  return {
    product: {
      id: color.id,
      code: color.code,
      url,
      productCode: product.code,
      name: product.name,
      brand: { code: brand.code, name: brand.name, url: catalogUrl(sectionUrl(''), { brand: [brand.code] }) },
      type: { code: product.typeCode, name: type?.name ?? product.typeCode },
      group: { code: product.groupCode, name: group?.name ?? product.groupCode },
      gender: {
        code: product.gender,
        name: GENDERS.find((g) => g.code === product.gender)?.name ?? product.gender,
      },
      description: product.description,
      attributes: attributeList(product.attributes),
      color: { code: color.colorCode, name: color.colorName, hex: color.hex },
      ...priceFields(sizePrices.lowest),
      ...(sizePrices.pricedApart && { priceFrom: true }),
      isNew: color.isNew,
      images: galleryOf(color.code, colorPictures(color.pictures, product.pictures)),
      colors: colors.map((c) => ({
        id: c.id,
        code: c.code,
        url: productUrl(c.code),
        colorCode: c.colorCode,
        colorName: c.colorName,
        hex: c.hex,
        price: rub(c.price),
        oldPrice: c.oldPrice ? rub(c.oldPrice) : null,
        // A colour's own picture tells it apart; the product's pictures are the same for every
        // colour, so a colour without its own keeps its drawn swatch.
        image: galleryOf(c.code, c.pictures)[0],
        inStock: Boolean(c.inStock),
        selected: c.id === color.id,
      })),
      sizes: sizes.map((s, i) => ({
        id: s.id,
        ru: s.ru,
        quantity: s.quantity,
        inStock: s.quantity > 0,
        ...(sizePrices.pricedApart && priceFields(sizePrices.prices[i])),
        conversions: sizeConversions(s.ru, product.gender as ProductGender, product.groupCode),
      })),
      inStock: sizes.some((s) => s.quantity > 0),
    },
    stores,
    breadcrumbs: [...sectionBreadcrumbs(snapshot.index.sections, sectionPath), { name: product.name, url }],
    related,
    boughtTogether,
    seo: { h1: product.name, url },
  };
}
