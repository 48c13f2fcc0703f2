// Deterministic picks of catalogue articles for content (outfits, hero pictures): only
// articles in stock somewhere, the same ones for the same catalogue on every run.
import { and, asc, desc, eq, exists, gt, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.server';
import { productColors, productSizes, products, stock } from '../db/schema';

export interface PickQuery {
  /** Product genders allowed; the first one is preferred. */
  genders: readonly string[];
  typeCode?: string;
  /** Colour codes preferred, in no particular order. */
  palette?: readonly string[];
  isNew?: boolean;
  onSale?: boolean;
  /** Article codes already used elsewhere. */
  exclude?: ReadonlySet<string>;
}

function inStock(db: DbOrTx): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(productSizes)
      .innerJoin(stock, eq(stock.sizeId, productSizes.id))
      .where(and(eq(productSizes.colorId, productColors.id), gt(stock.quantity, 0))),
  );
}

/**
 * The best article for a query: the preferred gender first, then a palette colour, then the
 * most popular (ties by code). Undefined when the catalogue has none.
 */
export async function pickArticle(db: DbOrTx, query: PickQuery): Promise<string | undefined> {
  const conditions: SQL[] = [inArray(products.gender, [...query.genders]), inStock(db)];
  if (query.typeCode) conditions.push(eq(products.typeCode, query.typeCode));
  if (query.isNew) conditions.push(eq(productColors.isNew, true));
  if (query.onSale) conditions.push(isNotNull(productColors.oldPrice));
  const order: SQL[] = [desc(sql`${products.gender} = ${query.genders[0]}`)];
  if (query.palette?.length) order.push(desc(inArray(productColors.colorCode, [...query.palette])));
  order.push(desc(productColors.popularity), asc(productColors.code));
  const rows = await db
    .select({ code: productColors.code })
    .from(productColors)
    .innerJoin(products, eq(products.id, productColors.productId))
    .where(and(...conditions))
    .orderBy(...order)
    .limit((query.exclude?.size ?? 0) + 1);
  return rows.find((row) => !query.exclude?.has(row.code))?.code;
}
