/**
 * Feed benchmark (`npx tsx --expose-gc scripts/bench-feed.ts`): the memory of writing the
 * Yandex product feed (/feeds/yandex.yml) at 10,000 and 100,000 products. Each run seeds a
 * throwaway database (PostgreSQL next to DATABASE_URL or TEST_DATABASE_URL when set, else a
 * fresh PGlite, whose own memory then counts in the RSS), then reads the whole feed from the
 * stream the API answers with, the way a slow client would, and samples this process's
 * memory after every chunk. Flat means: the peak above the start does not grow with the
 * catalogue.
 *
 *   npx tsx --expose-gc scripts/bench-feed.ts [--products 10000,100000]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../app/commerce/db/client.server';
import { seedDatabase } from '../app/commerce/seed/index.server';
import { yandexFeedStream } from '../app/commerce/feeds/yandex-feed.server';

const { values: args } = parseArgs({ options: { products: { type: 'string', default: '10000,100000' } } });
const sizes = args.products.split(',').map(Number);
const postgresUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);

async function freshDatabase(): Promise<{
  handle: DatabaseHandle;
  engine: string;
  dispose: () => Promise<void>;
}> {
  if (!postgresUrl) {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-feed-'));
    const handle = await openDatabase({ directory });
    return {
      handle,
      engine: 'PGlite',
      dispose: async () => {
        await handle.close();
        fs.rmSync(directory, { recursive: true, force: true });
      },
    };
  }
  const name = `shop_bench_feed_${process.pid}_${Date.now().toString(36)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  return {
    handle,
    engine: 'PostgreSQL',
    dispose: async () => {
      await handle.close();
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

interface Result {
  products: number;
  engine: string;
  offers: number;
  bytes: number;
  seconds: number;
  heapStart: number;
  heapPeak: number;
  rssStart: number;
  rssPeak: number;
}

async function run(products: number): Promise<Result> {
  const { handle, engine, dispose } = await freshDatabase();
  try {
    await migrateDatabase(handle);
    console.error(`[bench:feed] ${engine}: seeding ${products} products`);
    await seedDatabase(handle.db, { products, progress: () => undefined });
    gc();
    const start = process.memoryUsage();
    let heapPeak = start.heapUsed;
    let rssPeak = start.rss;
    let bytes = 0;
    let offers = 0;
    const decoder = new TextDecoder();
    const started = Date.now();
    const reader = yandexFeedStream(handle.db, 'https://shag.example').getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      offers += decoder.decode(value).split('<offer ').length - 1;
      const now = process.memoryUsage();
      heapPeak = Math.max(heapPeak, now.heapUsed);
      rssPeak = Math.max(rssPeak, now.rss);
    }
    const seconds = (Date.now() - started) / 1000;
    return {
      products,
      engine,
      offers,
      bytes,
      seconds,
      heapStart: start.heapUsed,
      heapPeak,
      rssStart: start.rss,
      rssPeak,
    };
  } finally {
    await dispose();
  }
}

const results: Result[] = [];
for (const products of sizes) {
  const result = await run(products);
  console.error(`[bench:feed] ${JSON.stringify(result)}`);
  results.push(result);
}
const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
console.log(
  [
    line([
      'products',
      'engine',
      'offers',
      'feed size',
      'time',
      'heap at start',
      'heap peak',
      'peak − start',
      'RSS peak',
    ]),
    line(Array(9).fill('---')),
    ...results.map((r) =>
      line([
        r.products.toLocaleString('en-US'),
        r.engine,
        r.offers.toLocaleString('en-US'),
        `${mb(r.bytes)} MB`,
        `${r.seconds.toFixed(1)} s`,
        `${mb(r.heapStart)} MB`,
        `${mb(r.heapPeak)} MB`,
        `${mb(r.heapPeak - r.heapStart)} MB`,
        `${mb(r.rssPeak)} MB`,
      ]),
    ),
  ].join('\n'),
);
