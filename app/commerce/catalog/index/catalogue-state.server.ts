// What is kept per catalogue state (docs/product.md#page-weight): a tag naming the state a read found, for the
// API's ETags, and answers computed once per state. Both rest on lookAtCatalog: while the
// snapshot is fresh, the database's catalogue is what it was when the answer was made.
import { LRUCache } from 'lru-cache';
import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../../db/client.server';
import { type CatalogSnapshot, lookAtCatalog } from './catalog-snapshot.server';

/** This process's part of a state tag: a tag from another instance or an earlier start never matches. */
const PROCESS_TAG = randomUUID().slice(0, 8);
const serialOf = new WeakMap<CatalogSnapshot, number>();
let snapshotsTagged = 0;

/**
 * A weak ETag naming the catalogue state this read found, for answers that depend on nothing
 * but the catalogue tables and the request (the product and section answers): the same tag
 * means the same answer, as for catalogueAnswer below. Null while the snapshot is not fresh.
 */
export async function catalogueStateTag(db: DbOrTx): Promise<string | null> {
  const { snapshot, fresh } = await lookAtCatalog(db);
  if (!fresh) return null;
  let serial = serialOf.get(snapshot);
  if (serial === undefined) serialOf.set(snapshot, (serial = ++snapshotsTagged));
  return `W/"catalogue-${PROCESS_TAG}-${serial}"`;
}

/** Answers kept per fresh snapshot; a new snapshot starts empty and the old one's go with it. */
const answersOf = new WeakMap<CatalogSnapshot, LRUCache<string, Promise<unknown>>>();
const ANSWERS_KEPT_PER_SNAPSHOT = 2000;

/**
 * An answer that depends on nothing but the catalogue tables (products, colours, sizes, stock,
 * shops, cities, sections) and `key`, computed once per catalogue state: while the database's
 * catalogue stays as it is, every shopper asking the same `key` shares one computation. When
 * the snapshot is not fresh it is computed every time, as before. A failure is not kept.
 */
export async function catalogueAnswer<T>(
  db: DbOrTx,
  key: string,
  compute: (snapshot: CatalogSnapshot) => Promise<T>,
): Promise<T> {
  const { snapshot, fresh } = await lookAtCatalog(db);
  if (!fresh) return compute(snapshot);
  let answers = answersOf.get(snapshot);
  // Keyed by what callers ask (a section and its filters): the least recently asked go first.
  if (!answers) answersOf.set(snapshot, (answers = new LRUCache({ max: ANSWERS_KEPT_PER_SNAPSHOT })));
  const kept = answers.get(key) as Promise<T> | undefined;
  if (kept) return kept;
  const answer = compute(snapshot);
  answers.set(key, answer);
  answer.catch(() => {
    if (answers.get(key) === answer) answers.delete(key);
  });
  return answer;
}
