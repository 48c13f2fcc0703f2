import type { StoredBlock } from '../content/stored-blocks';
import type { DbOrTx } from '../db/client.server';
import { insertObjects, syncSequence } from './bulk-insert.server';
import { DELIVERY_PAGE_SEEDS } from './content-pages-delivery.server';
import { DOCUMENT_PAGE_SEEDS } from './content-pages-documents.server';
import { SHOP_PAGE_SEEDS } from './content-pages-shop.server';

/** A text page as seeded: texts may hold {{tokens}}, the body may hold generated blocks. */
export interface PageSeed {
  /** Normalised storefront path: no trailing slash. */
  path: string;
  /** The page's h1, as the storefront's route table names it. */
  title: string;
  description: string;
  body: StoredBlock[];
}

export const PAGE_SEEDS: readonly PageSeed[] = [
  ...SHOP_PAGE_SEEDS,
  ...DELIVERY_PAGE_SEEDS,
  ...DOCUMENT_PAGE_SEEDS,
];

/** Seeds the text pages. */
export async function seedPages(db: DbOrTx, now: Date): Promise<void> {
  await insertObjects(
    db,
    'content_pages',
    PAGE_SEEDS.map((page, i) => ({ id: i + 1, ...page, updatedAt: now.toISOString() })),
  );
  await syncSequence(db, 'content_pages');
}
