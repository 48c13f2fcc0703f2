// The shop's start, in one place: open the database and migrate it (db/client.server.ts), seed
// it when it is empty, start the background work and warm the catalogue's index up. The server awaits startShop() once
// before it listens (app/entry.server.tsx re-exports it), so the first request is served by a
// ready shop. It sits above the commerce areas on purpose: it is the one module that imports
// the seed and every area's jobs, so db/ and the areas never import each other for it.
// Scripts and the data tests open their own databases and start no workers.
import { catalogPage } from './catalog/catalog.server';
import { catalogSnapshot } from './catalog/index/catalog-snapshot.server';
import { database, type Db, type DatabaseHandle } from './db/client.server';
import { importJob } from './exchange/import-run.server';
import { closeAfterWork } from './jobs/loops.server';
import { startJobs } from './jobs/process-queue.server';
import { messageDeliveryJobs } from './messages/delivery.server';
import { cdekStatusPollJob } from './orders/carrier-status-poll.server';
import { pickupHoldJob } from './orders/pickup-hold.server';
import { refundRetryJob } from './payments/refund.server';
import { DEFAULT_CITY_ID } from './http/request-city';
import { isEmpty } from './seed/empty-database.server';
import { env } from '../utils/env.server';
import { logger } from '../utils/log.server';

const log = logger('db');

const globalStore = globalThis as typeof globalThis & { __shopStarted?: Promise<void> };

/**
 * Starts the shop once per process (later calls get the same promise; kept on globalThis so
 * development rebuilds do not start a second set of workers). A failed start is retried on
 * the next call rather than cached.
 */
export function startShop(): Promise<void> {
  if (!globalStore.__shopStarted) {
    globalStore.__shopStarted = (async () => {
      const handle = await database();
      // Under the start-up lock: instances starting together on an empty database seed it once.
      await handle.exclusive(() => seedWhenEmpty(handle));
      // On shutdown the pool (or PGlite's files) closes once the background work below stopped.
      closeAfterWork(handle.close);
      await startShopJobs(handle);
      await warmCatalogue(handle.db);
    })();
    globalStore.__shopStarted.catch(() => {
      globalStore.__shopStarted = undefined;
    });
  }
  return globalStore.__shopStarted;
}

/** Seeds a database that has no catalogue yet: the demo shop, or in production the reference data only. */
async function seedWhenEmpty(handle: DatabaseHandle): Promise<void> {
  if (!(await isEmpty(handle.db))) return;
  const mode = env().SHOP_MODE;
  // Production gets the reference data only; its catalogue comes from 1С.
  log.info(
    mode === 'production'
      ? 'empty database: seeding the reference data (cities, sections, content pages)…'
      : `empty database: seeding the demo catalogue (${env().SEED_PRODUCTS} products)…`,
  );
  // Loaded only here: a shop whose database is already filled never loads the demo generator.
  const { seedDatabase } = await import('./seed/index.server');
  await seedDatabase(handle.db, {
    mode,
    products: env().SEED_PRODUCTS,
    progress: (line) => log.info(`seed ${line}`),
  });
}

/**
 * The shop's background work, as jobs of one queue (pg-boss on PostgreSQL, in process on
 * PGlite; docs/decisions/0082-job-queue.md): the outbox's delivery (SMS, e-mail), the pickup hold
 * sweep, refund retries, 1С imports and СДЭК's parcel statuses.
 */
async function startShopJobs(handle: DatabaseHandle): Promise<void> {
  await startJobs(handle, env().DATABASE_URL, [
    ...messageDeliveryJobs(handle.db),
    pickupHoldJob(handle.db),
    refundRetryJob(handle.db),
    importJob(handle.db),
    cdekStatusPollJob(handle.db),
  ]);
}

/**
 * Builds the catalogue's in-memory index and asks its first page, as its first visitor would
 * (the section reads warm up too), so the first shopper after a start does not wait for them.
 * A failure here is logged, not fatal: the index is built again on the first catalogue call.
 */
async function warmCatalogue(db: Db): Promise<void> {
  try {
    await catalogSnapshot(db);
    await catalogPage(db, { path: '/catalog/', filter: {}, page: 1 }, DEFAULT_CITY_ID);
  } catch (error) {
    log.error({ err: error }, 'warming the catalogue up failed');
  }
}
