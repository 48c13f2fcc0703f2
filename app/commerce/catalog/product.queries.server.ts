import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.server';
import { listedShop } from '../db/listed-shops';
import { brands, cities, productColors, productSizes, products, shops, stock } from '../db/schema';

/** A colour article with its model and brand, or undefined (also for a hidden model). */
export async function selectColorArticle(db: DbOrTx, code: string) {
  const rows = await db
    .select({
      color: productColors,
      product: products,
      brand: { code: brands.code, name: brands.name },
    })
    .from(productColors)
    .innerJoin(products, eq(products.id, productColors.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(and(eq(productColors.code, code), eq(products.hidden, false)))
    .limit(1);
  return rows[0];
}

/** Every colour of a model with whether any of its sizes is in stock anywhere. */
export async function selectModelColors(db: DbOrTx, productId: number) {
  return db
    .select({
      id: productColors.id,
      code: productColors.code,
      colorCode: productColors.colorCode,
      colorName: productColors.colorName,
      hex: productColors.hex,
      price: productColors.price,
      oldPrice: productColors.oldPrice,
      pictures: productColors.pictures,
      inStock: sql<boolean>`EXISTS (
        SELECT 1 FROM ${productSizes} ps JOIN ${stock} st ON st.size_id = ps.id
        WHERE ps.color_id = ${productColors.id} AND st.quantity > 0)`,
    })
    .from(productColors)
    .where(eq(productColors.productId, productId))
    .orderBy(asc(productColors.sort), asc(productColors.id));
}

/** The sizes of a colour in scale order with pieces in stock across every shop. */
export async function selectSizesWithStock(db: DbOrTx, colorId: number) {
  return db
    .select({
      id: productSizes.id,
      ru: productSizes.sizeRu,
      price: productSizes.price,
      oldPrice: productSizes.oldPrice,
      quantity: sql<number>`coalesce(sum(greatest(${stock.quantity}, 0)), 0)::int`,
    })
    .from(productSizes)
    .leftJoin(stock, eq(stock.sizeId, productSizes.id))
    .where(eq(productSizes.colorId, colorId))
    .groupBy(productSizes.id)
    .orderBy(asc(productSizes.sort), asc(productSizes.id));
}

/** Pieces per shop and size of a colour in the active shops of one city (warehouses are no shops). */
export async function selectCityStock(db: DbOrTx, colorId: number, cityId: number) {
  return db
    .select({
      shop: {
        id: shops.id,
        name: shops.name,
        address: shops.address,
        phone: shops.phone,
        hours: shops.hours,
        lat: shops.lat,
        lon: shops.lon,
      },
      sizeId: productSizes.id,
      ru: productSizes.sizeRu,
      quantity: stock.quantity,
    })
    .from(stock)
    .innerJoin(productSizes, eq(productSizes.id, stock.sizeId))
    .innerJoin(shops, eq(shops.id, stock.shopId))
    .where(
      and(
        eq(productSizes.colorId, colorId),
        eq(shops.cityId, cityId),
        listedShop(),
        sql`${stock.quantity} > 0`,
      ),
    )
    .orderBy(asc(shops.sort), asc(shops.id), asc(productSizes.sort));
}

/** A city's name, or undefined for an unknown id. */
export async function selectCityName(db: DbOrTx, cityId: number): Promise<string | undefined> {
  const rows = await db.select({ name: cities.name }).from(cities).where(eq(cities.id, cityId)).limit(1);
  return rows[0]?.name;
}
