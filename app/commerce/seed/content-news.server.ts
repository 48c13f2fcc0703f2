// News of /about/news, dated over the year before the seed runs: season collections, articles
// for any season, and shop openings, each kind in a module of its own.
import type { DbOrTx } from '../db/client.server';
import { insertObjects, syncSequence } from './bulk-insert.server';
import type { NewsSeed } from './content-news-article.server';
import { evergreenArticles } from './content-news-evergreen.server';
import { newestShops, openingArticles } from './content-news-openings.server';
import { seasonArticles } from './content-news-season.server';

/** Every article, newest first. */
export async function newsSeeds(db: DbOrTx, now: Date): Promise<NewsSeed[]> {
  const articles = [
    ...seasonArticles(now),
    ...evergreenArticles(now),
    ...openingArticles(now, await newestShops(db, 3)),
  ];
  return articles.sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
}

/** Seeds the news. */
export async function seedNews(db: DbOrTx, now: Date): Promise<void> {
  const articles = await newsSeeds(db, now);
  await insertObjects(
    db,
    'news',
    articles.map((a, i) => ({ id: i + 1, ...a, publishedAt: a.publishedAt.toISOString() })),
  );
  await syncSequence(db, 'news');
}
