// What the server awaits once before it listens (startShop, re-exported by entry.server.tsx):
// the database opened (migrated, seeded when empty, its workers started: db() does all of that
// today) and the catalogue's in-memory index built, so the first shopper after a start is
// served by a ready shop instead of waiting for it.
import { catalogPage } from '~/commerce/catalog/catalog.server';
import { catalogSnapshot } from '~/commerce/catalog/index/catalog-snapshot.server';
import { db } from '~/commerce/db/client.server';
import { DEFAULT_CITY_ID } from '~/commerce/http/request-city';
import { logger } from '~/utils/log.server';

export async function startShop(): Promise<void> {
  const log = logger('server');
  try {
    const database = await db();
    await catalogSnapshot(database);
    // The catalogue's first page, as its first visitor would ask it: its section reads warm up too.
    await catalogPage(database, { path: '/catalog/', filter: {}, page: 1 }, DEFAULT_CITY_ID);
  } catch (error) {
    // The server still starts: /healthz answers 503 until the database is back.
    log.error({ err: error }, 'the database is not ready at start');
  }
}
