import { and, asc, gt, lte, max, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SitemapKind } from '../contract/sitemap';
import type { DbOrTx } from '../db/client.server';
import { catalogSections, contentPages, news, productColors, products } from '../db/schema';

/** Where one kind's rows live: the id that chunks them, the key its address is built from, a date. */
interface SitemapSource {
  table: PgTable;
  id: PgColumn;
  key: PgColumn;
  lastmod: PgColumn | null;
  /** Which rows have a page: absent, every row. */
  listed?: SQL;
}

const SOURCES: Record<SitemapKind, SitemapSource> = {
  sections: { table: catalogSections, id: catalogSections.id, key: catalogSections.path, lastmod: null },
  products: {
    table: productColors,
    id: productColors.id,
    key: productColors.code,
    lastmod: productColors.createdAt,
    // A colour of a hidden product (1С hid it) answers 404: a sitemap must not list it.
    listed: sql`NOT EXISTS (SELECT 1 FROM ${products} WHERE ${products.id} = ${productColors.productId} AND ${products.hidden})`,
  },
  news: { table: news, id: news.id, key: news.code, lastmod: news.publishedAt },
  pages: {
    table: contentPages,
    id: contentPages.id,
    key: contentPages.path,
    lastmod: contentPages.updatedAt,
  },
};

export interface SitemapBucket {
  /** 0-based: bucket b holds ids b*size+1 … (b+1)*size. */
  bucket: number;
  lastmod: Date | null;
}

function toDate(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The non-empty id buckets of a kind with their newest date: one aggregate over the primary
 * key, so the index of a 100,000-article catalogue never reads the rows themselves.
 */
export async function selectSitemapBuckets(
  db: DbOrTx,
  kind: SitemapKind,
  size: number,
): Promise<SitemapBucket[]> {
  const source = SOURCES[kind];
  const bucket = sql<number>`(${source.id} - 1) / ${sql.raw(String(Math.trunc(size)))}`;
  const rows = await db
    .select({ bucket, lastmod: source.lastmod ? max(source.lastmod) : sql`NULL` })
    .from(source.table)
    .where(source.listed)
    .groupBy(bucket)
    .orderBy(bucket);
  return rows.map((row) => ({ bucket: Number(row.bucket), lastmod: toDate(row.lastmod) }));
}

/** The keys (and dates) of one id bucket, in id order: a range scan of the primary key. */
export async function selectSitemapRows(
  db: DbOrTx,
  kind: SitemapKind,
  bucket: number,
  size: number,
): Promise<{ key: string; lastmod: Date | null }[]> {
  const source = SOURCES[kind];
  const rows = await db
    .select({ key: source.key, lastmod: source.lastmod ?? sql`NULL` })
    .from(source.table)
    .where(and(gt(source.id, bucket * size), lte(source.id, (bucket + 1) * size), source.listed))
    .orderBy(asc(source.id));
  return rows.map((row) => ({ key: String(row.key), lastmod: toDate(row.lastmod) }));
}
