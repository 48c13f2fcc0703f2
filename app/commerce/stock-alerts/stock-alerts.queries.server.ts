import { and, count, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { rowsOf } from '../db/sql-rows.server';
import type { DbOrTx } from '../db/client.server';
import { brands, productColors, products, productSizes, shops, stock, stockAlerts } from '../db/schema';

/** Only subscriptions still waiting: neither notified nor cancelled. */
const live = and(isNull(stockAlerts.notifiedAt), isNull(stockAlerts.cancelledAt));

/** What a message or the personal area says about a size: its colour article and model. */
export interface SizeLabel {
  sizeId: number;
  sizeRu: string;
  code: string;
  colorName: string;
  name: string;
  brand: string;
}

/** A size with its colour article and model, when it exists. */
export async function selectSizeLabels(db: DbOrTx, sizeIds: number[]): Promise<SizeLabel[]> {
  if (sizeIds.length === 0) return [];
  return db
    .select({
      sizeId: productSizes.id,
      sizeRu: productSizes.sizeRu,
      code: productColors.code,
      colorName: productColors.colorName,
      name: products.name,
      brand: brands.name,
    })
    .from(productSizes)
    .innerJoin(productColors, eq(productColors.id, productSizes.colorId))
    .innerJoin(products, eq(products.id, productColors.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(inArray(productSizes.id, sizeIds));
}

/** Units of a size in active shops: what the shop can sell. */
export async function selectSellableQuantity(db: DbOrTx, sizeId: number): Promise<number> {
  const result = await db.execute(sql`
    SELECT COALESCE(SUM(s.quantity), 0)::int AS quantity FROM ${stock} s JOIN ${shops} sh ON sh.id = s.shop_id
    WHERE s.size_id = ${sizeId} AND sh.active AND s.quantity > 0`);
  return Number(rowsOf<{ quantity: number }>(result)[0]?.quantity ?? 0);
}

/** The live subscription of a contact to a size, if any. */
export async function selectLiveAlert(db: DbOrTx, sizeId: number, channel: string, contact: string) {
  const [row] = await db
    .select()
    .from(stockAlerts)
    .where(
      and(
        live,
        eq(stockAlerts.sizeId, sizeId),
        eq(stockAlerts.channel, channel),
        eq(stockAlerts.contact, contact),
      ),
    )
    .limit(1);
  return row;
}

/** How many subscriptions of a contact are still waiting. */
export async function countLiveAlerts(db: DbOrTx, channel: string, contact: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(stockAlerts)
    .where(and(live, eq(stockAlerts.channel, channel), eq(stockAlerts.contact, contact)));
  return Number(row?.n ?? 0);
}

/** Serialises subscribes of one contact (the live cap is read, then a row is written). */
export async function lockContact(tx: DbOrTx, channel: string, contact: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`stock-alert:${channel}:${contact}`}))`);
}

export async function insertAlert(
  tx: DbOrTx,
  row: {
    sizeId: number;
    channel: string;
    contact: string;
    userId: number | null;
    origin: string;
    token: string;
  },
) {
  const [inserted] = await tx.insert(stockAlerts).values(row).returning();
  return inserted;
}

/** The signed-in shopper's subscriptions still waiting, newest first, with what they wait for. */
export async function selectUserLiveAlerts(db: DbOrTx, userId: number) {
  return db
    .select({
      id: stockAlerts.id,
      sizeId: stockAlerts.sizeId,
      channel: stockAlerts.channel,
      contact: stockAlerts.contact,
      createdAt: stockAlerts.createdAt,
      sizeRu: productSizes.sizeRu,
      code: productColors.code,
      colorName: productColors.colorName,
      name: products.name,
      brand: brands.name,
    })
    .from(stockAlerts)
    .innerJoin(productSizes, eq(productSizes.id, stockAlerts.sizeId))
    .innerJoin(productColors, eq(productColors.id, productSizes.colorId))
    .innerJoin(products, eq(products.id, productColors.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(and(live, eq(stockAlerts.userId, userId)))
    .orderBy(desc(stockAlerts.createdAt), desc(stockAlerts.id))
    .limit(100);
}

/** Cancels one live subscription of a user; false when there is none such. */
export async function cancelUserAlert(db: DbOrTx, userId: number, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(stockAlerts)
    .set({ cancelledAt: now })
    .where(and(live, eq(stockAlerts.id, id), eq(stockAlerts.userId, userId)))
    .returning({ id: stockAlerts.id });
  return rows.length > 0;
}

/** The contact a link's token belongs to, whether its subscription still waits or not. */
export async function selectAlertByToken(db: DbOrTx, token: string) {
  const [row] = await db.select().from(stockAlerts).where(eq(stockAlerts.token, token)).limit(1);
  return row;
}

/** Cancels every live subscription of a contact; answers how many. */
export async function cancelContactAlerts(
  db: DbOrTx,
  channel: string,
  contact: string,
  now: Date,
): Promise<number> {
  const rows = await db
    .update(stockAlerts)
    .set({ cancelledAt: now })
    .where(and(live, eq(stockAlerts.channel, channel), eq(stockAlerts.contact, contact)))
    .returning({ id: stockAlerts.id });
  return rows.length;
}

/**
 * Ends, in the stock write's transaction, every live subscription to one of `sizeIds` whose
 * size is now sellable (in stock in a shop or a warehouse, its product not hidden), and answers them. The update is the claim: a concurrent write waits
 * for the row and then finds it no longer live, so each subscription is answered once.
 */
export async function claimArrivedAlerts(tx: DbOrTx, sizeIds: number[], now: Date) {
  if (sizeIds.length === 0) return [];
  return tx
    .update(stockAlerts)
    .set({ notifiedAt: now })
    .where(
      and(
        live,
        inArray(stockAlerts.sizeId, sizeIds),
        sql`EXISTS (SELECT 1 FROM ${stock} s JOIN ${shops} sh ON sh.id = s.shop_id
          WHERE s.size_id = ${stockAlerts.sizeId} AND sh.active AND s.quantity > 0)`,
        // A product 1С hid has no page to send anyone to: its waits go on until it shows again.
        sql`NOT EXISTS (SELECT 1 FROM ${productSizes} ps JOIN ${productColors} pc ON pc.id = ps.color_id
          JOIN ${products} p ON p.id = pc.product_id WHERE ps.id = ${stockAlerts.sizeId} AND p.hidden)`,
      ),
    )
    .returning({
      id: stockAlerts.id,
      sizeId: stockAlerts.sizeId,
      channel: stockAlerts.channel,
      contact: stockAlerts.contact,
      origin: stockAlerts.origin,
      token: stockAlerts.token,
    });
}

/** Subscriptions a contact made since a moment (the daily cap). */
export async function countContactAlertsSince(
  db: DbOrTx,
  channel: string,
  contact: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(stockAlerts)
    .where(
      and(
        eq(stockAlerts.channel, channel),
        eq(stockAlerts.contact, contact),
        gte(stockAlerts.createdAt, since),
      ),
    );
  return Number(row?.n ?? 0);
}

/** The sizes shoppers are waiting for (a bulk writer asks this once instead of passing every size it touched). */
export async function selectAwaitedSizeIds(db: DbOrTx): Promise<number[]> {
  const rows = await db.selectDistinct({ sizeId: stockAlerts.sizeId }).from(stockAlerts).where(live);
  return rows.map((r) => r.sizeId);
}
