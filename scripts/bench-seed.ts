/**
 * Seed benchmark (npm run bench:seed): how long the demo seed takes per table at 10,000 and
 * 100,000 products, on a fresh PGlite and, when DATABASE_URL or TEST_DATABASE_URL is set, on
 * a throwaway database created next to that URL's (the role needs CREATEDB; the database
 * the URL names is never touched).
 *
 * Each run migrates an empty database and seeds it once, printing progress to stderr; the
 * summary (one Markdown table per engine, ready for docs/performance.md) goes to stdout. On a shared
 * machine the wall-clock times mostly measure the wait for a core; the CPU time of this
 * process (all of PGlite's work, since it runs in-process) is what the seed itself costs.
 *
 *   npm run bench:seed -- [--products 10000,100000] [--engine pglite|postgres|all]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../app/commerce/db/client.server';
import { seedDatabase, type SeedReport } from '../app/commerce/seed/index.server';

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '10000,100000' },
    engine: { type: 'string', default: 'all' },
  },
});
const sizes = args.products.split(',').map(Number);
if (sizes.some((n) => !Number.isInteger(n) || n < 1)) {
  console.error('[bench:seed] --products takes whole numbers separated by commas, e.g. 10000,100000');
  process.exit(2);
}
const postgresUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
const engines = (['pglite', 'postgres'] as const).filter(
  (engine) => (args.engine === 'all' || args.engine === engine) && (engine === 'pglite' || postgresUrl),
);
if (engines.length === 0) {
  console.error('[bench:seed] nothing to run: PostgreSQL needs DATABASE_URL or TEST_DATABASE_URL');
  process.exit(2);
}

interface Run {
  products: number;
  migrate: number;
  report: SeedReport;
  /** CPU time of this process during the seed (all of PGlite's work; the client's on PostgreSQL). */
  cpu: number;
}

/** A fresh, empty database of the engine, and how to throw it away afterwards. */
async function freshDatabase(engine: 'pglite' | 'postgres'): Promise<{
  handle: DatabaseHandle;
  dispose: () => Promise<void>;
}> {
  if (engine === 'pglite') {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-seed-'));
    const handle = await openDatabase({ directory });
    return {
      handle,
      dispose: async () => {
        await handle.close();
        fs.rmSync(directory, { recursive: true, force: true });
      },
    };
  }
  const name = `shop_bench_seed_${process.pid}_${Date.now().toString(36)}`;
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
  const url = new URL(postgresUrl as string);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  return {
    handle,
    dispose: async () => {
      await handle.close();
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

async function run(engine: 'pglite' | 'postgres', products: number): Promise<Run> {
  console.error(`[bench:seed] ${engine}: ${products} products`);
  const { handle, dispose } = await freshDatabase(engine);
  try {
    const started = Date.now();
    await migrateDatabase(handle);
    const migrate = Date.now() - started;
    const cpuBefore = process.cpuUsage();
    const report = await seedDatabase(handle.db, {
      products,
      progress: (line) => process.stderr.write(`[bench:seed] ${line}\n`),
    });
    const cpu = process.cpuUsage(cpuBefore);
    return { products, migrate, report, cpu: (cpu.user + cpu.system) / 1000 };
  } finally {
    await dispose();
  }
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);
const count = (n: number) => n.toLocaleString('en-US');

function table(engine: string, runs: Run[]): string {
  const header = ['', ...runs.map((r) => `${count(r.products)} products`)];
  const rows: string[][] = [
    ['migrations (empty database)', ...runs.map((r) => `${seconds(r.migrate)} s`)],
    ['generating rows', ...runs.map((r) => `${seconds(r.report.timings.generate)} s`)],
    ['products', ...runs.map((r) => `${seconds(r.report.timings.products)} s (${count(r.report.products)})`)],
    [
      'product_colors',
      ...runs.map((r) => `${seconds(r.report.timings.product_colors)} s (${count(r.report.colors)})`),
    ],
    [
      'product_sizes',
      ...runs.map((r) => `${seconds(r.report.timings.product_sizes)} s (${count(r.report.sizes)})`),
    ],
    ['stock', ...runs.map((r) => `${seconds(r.report.timings.stock)} s (${count(r.report.stock)})`)],
    ['indexes and keys', ...runs.map((r) => `${seconds(r.report.timings.indexes)} s`)],
    ['statistics and content', ...runs.map((r) => `${seconds(r.report.timings.content)} s`)],
    ['whole seed', ...runs.map((r) => `**${seconds(r.report.milliseconds)} s**`)],
    ['CPU time of the seeding process', ...runs.map((r) => `${seconds(r.cpu)} s`)],
  ];
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [`${engine}:`, '', line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

const results: string[] = [];
for (const engine of engines) {
  const runs: Run[] = [];
  for (const products of sizes) runs.push(await run(engine, products));
  results.push(table(engine, runs));
}
console.log(`\nSeed times (${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}):\n`);
console.log(results.join('\n\n'));
