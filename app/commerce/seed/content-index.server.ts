// The content seed: pages, news, FAQ, size tables, home blocks, outfits and SEO rows.
// It reads the shops and the catalogue (news about openings, outfits, hero pictures), so it
// runs after seedLocations and seedCatalogue.
import type { DbOrTx } from '../db/client.server';
import { seedFaq } from './content-faq.server';
import { seedHomeBlocks } from './content-home.server';
import { seedNews } from './content-news.server';
import { seedOutfits } from './content-outfits.server';
import { seedPages } from './content-pages.server';
import { seedSeoPages } from './content-seo.server';
import { seedSizeTables } from './content-size-tables.server';

/** Tables this seed fills (for wiping along with the rest of the seeded data). */
export const CONTENT_TABLES = [
  'content_pages',
  'news',
  'faq_items',
  'size_tables',
  'home_blocks',
  'outfits',
  'seo_pages',
] as const;

/**
 * The content a shop has whatever it sells: its pages, FAQ, size tables, home page blocks (their
 * hero pictures only when the catalogue has an article to show) and SEO texts. A production
 * shop gets this and no more; `now` dates the pages.
 */
export async function seedReferenceContent(db: DbOrTx, now = new Date()): Promise<void> {
  await seedPages(db, now);
  await seedFaq(db);
  await seedSizeTables(db);
  await seedHomeBlocks(db);
  await seedSeoPages(db);
}

/** Seeds every content table, the demo's news and outfits too; `now` dates the news (the year before it). */
export async function seedContent(db: DbOrTx, now = new Date()): Promise<void> {
  await seedReferenceContent(db, now);
  await seedNews(db, now);
  await seedOutfits(db);
}
