import { and, asc, count, desc, eq, gt, lt, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.server';
import { news } from '../db/schema';

const preview = {
  id: news.id,
  code: news.code,
  title: news.title,
  excerpt: news.excerpt,
  publishedAt: news.publishedAt,
};

// Articles dated in the future are scheduled: nobody sees them before their date.
const published = (now: Date) => lte(news.publishedAt, now);

/** How many articles are published. */
export async function countNews(db: DbOrTx, now: Date): Promise<number> {
  const [row] = await db.select({ total: count() }).from(news).where(published(now));
  return row?.total ?? 0;
}

/** Published articles newest first (ties by id, so pages never overlap). */
export async function selectNewsPage(db: DbOrTx, now: Date, offset: number, limit: number) {
  return db
    .select(preview)
    .from(news)
    .where(published(now))
    .orderBy(desc(news.publishedAt), desc(news.id))
    .offset(offset)
    .limit(limit);
}

/** A published article by code, body included. */
export async function selectNewsByCode(db: DbOrTx, now: Date, code: string) {
  const [row] = await db
    .select()
    .from(news)
    .where(and(eq(news.code, code), published(now)))
    .limit(1);
  return row;
}

/** The published article next to one in time, newer or older (ties broken by id as the list does). */
async function selectNeighbour(
  db: DbOrTx,
  now: Date,
  at: { publishedAt: Date; id: number },
  direction: 'newer' | 'older',
) {
  const beyond = direction === 'newer' ? gt : lt;
  const nearestFirst = direction === 'newer' ? asc : desc;
  const [row] = await db
    .select(preview)
    .from(news)
    .where(
      and(
        published(now),
        or(
          beyond(news.publishedAt, at.publishedAt),
          and(eq(news.publishedAt, at.publishedAt), beyond(news.id, at.id)),
        ),
      ),
    )
    .orderBy(nearestFirst(news.publishedAt), nearestFirst(news.id))
    .limit(1);
  return row;
}

/** The published articles just newer and just older than one, in the list's order. */
export async function selectNewsNeighbours(db: DbOrTx, now: Date, at: { publishedAt: Date; id: number }) {
  return {
    newer: await selectNeighbour(db, now, at, 'newer'),
    older: await selectNeighbour(db, now, at, 'older'),
  };
}
