/**
 * Search benchmark (npm run bench:search): the relevance set of docs/product.md#search-spellings on a catalogue of
 * 100,000 products. Prints, over the set (tests/search/relevance-set.ts plus article cases
 * taken from the catalogue):
 * - recall@6: the share of the overlay's six cards that are what each query asks for
 *   (0 for a query that finds nothing), averaged; goal ≥ 0.9;
 * - the zero-result rate: queries that find nothing; goal < 2 %;
 * - p50/p95 of the search's time in the server (GET /api/search/'s Server-Timing), goal
 *   p95 ≤ 30 ms; and the wall-clock time, one request at a time on the loopback, and the
 *   server's CPU time per request.
 *
 * Uses the same ./bench-data database as bench:catalog (seeded when missing or of another
 * size; a catalogue seeded before migration 0008 gets the seed's synonyms), builds the app
 * (skip with --no-build) and starts the real server on port 3697.
 *
 *   npm run bench:search -- [--products 100000] [--runs 5] [--no-build] [--port 3697]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { SearchResponseSchema } from '../app/commerce/contract/search';
import { migrateDatabase, openDatabase } from '../app/commerce/db/client.server';
import { insertObjects } from '../app/commerce/seed/bulk-insert.server';
import { searchSynonymRows } from '../app/commerce/seed/data/search-synonyms';
import { seedDatabase, wipeSeededData } from '../app/commerce/seed/index.server';
import { articleCases } from '../tests/search/relevance-articles';
import { RELEVANCE_SET, recallAt6 } from '../tests/search/relevance-set';
import { buildShop, percentile, serverCpuSeconds, startShopServer } from './bench-server';

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '5' },
    port: { type: 'string', default: '3697' },
    'no-build': { type: 'boolean', default: false },
  },
});
const PRODUCTS = Number(args.products);
const RUNS = Number(args.runs);
const PORT = Number(args.port);
const GOALS = { zeroRate: 0.02, recall: 0.9, p95: 30 };
const root = process.cwd();
const dataDir = path.join(root, 'bench-data');
const dbDir = path.join(dataDir, 'pglite');
const baseUrl = `http://127.0.0.1:${PORT}`;

async function count(db: Awaited<ReturnType<typeof openDatabase>>['db'], table: string): Promise<number> {
  const result = (await db.execute(
    sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`,
  )) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]?.n ?? 0;
}

/** Makes sure ./bench-data holds a seeded catalogue of PRODUCTS products with the synonyms. */
async function prepareDatabase(): Promise<void> {
  const handle = await openDatabase({ directory: dbDir });
  try {
    await migrateDatabase(handle);
    const present = await count(handle.db, 'products');
    if (present !== PRODUCTS) {
      console.log(`[bench] seeding ${PRODUCTS} products into ${dbDir} (found ${present})…`);
      await wipeSeededData(handle.db);
      await seedDatabase(handle.db, {
        products: PRODUCTS,
        log: (line) => console.log(`[bench] ${line}`),
        progress: (line) => process.stderr.write(`[bench] seed ${line}\n`),
      });
    } else console.log(`[bench] reusing ${dbDir}: ${present} products`);
    if ((await count(handle.db, 'search_synonyms')) === 0) {
      await insertObjects(handle.db, 'search_synonyms', searchSynonymRows());
      console.log('[bench] added the seed synonyms (the catalogue predates migration 0008)');
    }
  } finally {
    await handle.close();
  }
}

async function ask(q: string) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/search/?q=${encodeURIComponent(q)}&limit=6`);
  const body = await response.json();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`'${q}': HTTP ${response.status}`);
  // What the search itself took in the server (the route's Server-Timing), without HTTP.
  const server = Number(/search;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1]);
  return { ms, server, answer: SearchResponseSchema.parse(body) };
}

fs.mkdirSync(dataDir, { recursive: true });
await prepareDatabase();
buildShop(Boolean(args['no-build']));
const server = await startShopServer({
  port: PORT,
  dataDir,
  products: PRODUCTS,
  logName: 'server-search.log',
});
try {
  const warm = performance.now();
  await ask('кроссовки');
  console.log(`[bench] first search (builds the index): ${(performance.now() - warm).toFixed(0)} ms`);
  const pid = server.child.pid!;
  const cases = [...RELEVANCE_SET, ...(await articleCases(baseUrl))];

  // Relevance: each query once.
  let zero = 0;
  let recall = 0;
  const misses: string[] = [];
  const byKind = new Map<string, { n: number; recall: number; zero: number }>();
  for (const { q, kind, want } of cases) {
    const { answer } = await ask(q);
    const score = recallAt6(answer.elements, want);
    const found = answer.count > 0;
    zero += found ? 0 : 1;
    recall += score;
    const k = byKind.get(kind) ?? { n: 0, recall: 0, zero: 0 };
    byKind.set(kind, { n: k.n + 1, recall: k.recall + score, zero: k.zero + (found ? 0 : 1) });
    if (score < 1) misses.push(`  ${kind}: '${q}' ${found ? `recall ${score.toFixed(2)}` : 'found nothing'}`);
  }

  // Latency: every query RUNS more times, one at a time (the first pass warmed them).
  const times: number[] = [];
  const serverTimes: number[] = [];
  const cpuBefore = serverCpuSeconds(pid);
  for (let run = 0; run < RUNS; run += 1) {
    for (const { q } of cases) {
      const { ms, server } = await ask(q);
      times.push(ms);
      serverTimes.push(server);
    }
  }
  const cpuMs = ((serverCpuSeconds(pid) - cpuBefore) * 1000) / times.length;
  times.sort((a, b) => a - b);
  serverTimes.sort((a, b) => a - b);

  const zeroRate = zero / cases.length;
  const meanRecall = recall / cases.length;
  const p95 = percentile(serverTimes, 0.95);
  console.log(`\nSearch relevance at ${PRODUCTS} products: ${cases.length} queries`);
  for (const [kind, k] of byKind) {
    console.log(
      `  ${kind.padEnd(24)} ${String(k.n).padStart(4)} queries  recall@6 ${(k.recall / k.n).toFixed(3)}  zero ${k.zero}`,
    );
  }
  if (misses.length > 0) console.log(`Not perfect:\n${misses.join('\n')}`);
  const verdict = (ok: boolean) => (ok ? 'meets' : 'misses');
  console.log(
    `\nrecall@6          ${meanRecall.toFixed(3)}  (${verdict(meanRecall >= GOALS.recall)} the goal ≥ ${GOALS.recall})`,
  );
  console.log(
    `zero-result rate  ${(zeroRate * 100).toFixed(1)} %  (${verdict(zeroRate < GOALS.zeroRate)} the goal < 2 %)`,
  );
  console.log(
    `server time       p50 ${percentile(serverTimes, 0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${serverTimes.at(-1)!.toFixed(1)} ms over ${serverTimes.length} requests (${verdict(p95 <= GOALS.p95)} the goal p95 ≤ ${GOALS.p95} ms)`,
  );
  console.log(
    `wall clock        p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms (HTTP on the loopback included)`,
  );
  console.log(`server CPU        ${cpuMs.toFixed(1)} ms per request`);
  console.log(
    `[bench] ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
} finally {
  server.child.kill('SIGTERM');
}
