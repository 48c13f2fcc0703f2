/**
 * Catalogue benchmark (npm run bench:catalog): p50 and p95 latency of POST /api/catalog/
 * and GET /api/search/ on a catalogue of 100,000 products (about 190,000 colour articles
 * and 1.6 million sizes) on the embedded database. Goal: p95 ≤ 50 ms for both.
 *
 * 1. Seeds ./bench-data/pglite with the demo seed (reused when it already holds that many
 *    products; a fresh 100,000-product seed takes a few minutes, with progress on stderr);
 * 2. builds the app (`remix vite:build`, skip with --no-build) and starts the real server on
 *    port 3690, as `npm start` would, with DATA_DIR=./bench-data;
 * 3. warms it up (the first request builds the in-memory catalogue index: timed apart);
 * 4. runs each scenario many times, one request at a time, and prints p50/p95/max per
 *    scenario and overall per call, plus the server's CPU time per request: on a machine
 *    shared with other work, wall-clock percentiles mostly measure the wait for a core,
 *    while CPU time per request is what the server itself spends.
 *
 *   npm run bench:catalog -- [--products 100000] [--runs 100] [--no-build] [--port 3690]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase } from '../app/commerce/db/client.server';
import { seedDatabase, wipeSeededData } from '../app/commerce/seed/index.server';
import { buildShop, percentile, serverCpuSeconds, startShopServer } from './bench-server';
import { markdownTable, writePerformanceSection } from './bench/performance-doc';

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '100' },
    port: { type: 'string', default: '3690' },
    'no-build': { type: 'boolean', default: false },
  },
});
const PRODUCTS = Number(args.products);
const RUNS = Number(args.runs);
const PORT = Number(args.port);
const GOAL_MS = 50;
const root = process.cwd();
const dataDir = path.join(root, 'bench-data');
const dbDir = path.join(dataDir, 'pglite');
const baseUrl = `http://127.0.0.1:${PORT}`;

/** Makes sure ./bench-data holds a seeded catalogue of PRODUCTS products. */
async function prepareDatabase(): Promise<void> {
  const handle = await openDatabase({ directory: dbDir });
  try {
    await migrateDatabase(handle);
    const result = (await handle.db.execute(sql`SELECT count(*)::int AS n FROM products`)) as unknown as {
      rows: { n: number }[];
    };
    const present = result.rows[0]?.n ?? 0;
    if (present === PRODUCTS) {
      console.log(`[bench] reusing ${dbDir}: ${present} products`);
      return;
    }
    console.log(`[bench] seeding ${PRODUCTS} products into ${dbDir} (found ${present})…`);
    await wipeSeededData(handle.db);
    const report = await seedDatabase(handle.db, {
      products: PRODUCTS,
      log: (line) => console.log(`[bench] ${line}`),
      progress: (line) => process.stderr.write(`[bench] seed ${line}\n`),
    });
    console.log(`[bench] seeded ${report.colors} colours, ${report.sizes} sizes, ${report.stock} stock rows`);
  } finally {
    await handle.close();
  }
}

interface Scenario {
  name: string;
  request: () => Promise<Response>;
}

function postCatalog(body: object): () => Promise<Response> {
  const text = JSON.stringify({ path: '/catalog/', ...body });
  return () =>
    fetch(`${baseUrl}/api/catalog/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: text,
    });
}

function getSearch(q: string): () => Promise<Response> {
  return () => fetch(`${baseUrl}/api/search/?q=${encodeURIComponent(q)}`);
}

const catalogScenarios: Scenario[] = [
  { name: 'no filter, /catalog/', request: postCatalog({}) },
  {
    name: 'section /catalog/man/obuv/krossovki/',
    request: postCatalog({ path: '/catalog/man/obuv/krossovki/' }),
  },
  { name: 'brand', request: postCatalog({ filter: { brand: ['nike'] } }) },
  { name: 'brand + size', request: postCatalog({ filter: { brand: ['adidas'], size: ['42'] } }) },
  {
    name: 'colour + price range',
    request: postCatalog({
      filter: { color: ['black'], price: { from: 5000, to: 15000 } },
      sort: 'price',
      order: 'asc',
    }),
  },
  {
    name: 'every filter at once',
    request: postCatalog({
      path: '/catalog/man/',
      filter: {
        category: ['obuv'],
        gender: ['man', 'unisex'],
        brand: ['nike', 'adidas', 'puma'],
        size: ['42', '43'],
        color: ['black', 'white'],
        price: { from: 3000, to: 20000 },
        season: ['1', '2'],
        bestseller: true,
        store: ['1', '2', '3'],
      },
      sort: 'discount',
      order: 'desc',
    }),
  },
  { name: 'deep page 2000, price desc', request: postCatalog({ page: 2000, sort: 'price', order: 'desc' }) },
  { name: 'deep page 300 of a brand', request: postCatalog({ page: 300, filter: { brand: ['nike'] } }) },
  {
    name: 'search page q=кроссовки + size',
    request: postCatalog({ path: '/search/', q: 'кроссовки', filter: { size: ['42'] } }),
  },
];

const searchScenarios: Scenario[] = [
  'кроссовки',
  'кроссовка',
  'крос',
  'кросовки',
  'nike',
  'nkie',
  'nike кроссовки',
  'черные кеды',
  'женские ботинки',
  'щщщщщ',
  // docs/product.md#search-spellings: Cyrillic brands, the other keyboard layout, an article number.
  'найк',
  'нью баланс',
  'пума',
  'yfqr',
  'NIK-10011',
].map((q) => ({ name: `q=${q}`, request: getSearch(q) }));

interface Row {
  name: string;
  p50: number;
  p95: number;
  max: number;
  /** Server CPU time per request (user + system), independent of other load on the machine. */
  cpu: number;
}

async function measure(scenario: Scenario): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    const response = await scenario.request();
    await response.arrayBuffer();
    times.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`${scenario.name}: HTTP ${response.status}`);
  }
  return times;
}

async function runGroup(
  title: string,
  scenarios: Scenario[],
  pid: number,
): Promise<{ rows: Row[]; overall: Row }> {
  const rows: Row[] = [];
  const all: number[] = [];
  let cpuTotal = 0;
  for (const scenario of scenarios) {
    for (let i = 0; i < 3; i += 1) await (await scenario.request()).arrayBuffer(); // JIT warm-up
    const cpuBefore = serverCpuSeconds(pid);
    const times = (await measure(scenario)).sort((a, b) => a - b);
    const cpu = serverCpuSeconds(pid) - cpuBefore;
    cpuTotal += cpu;
    all.push(...times);
    rows.push({
      name: scenario.name,
      p50: percentile(times, 0.5),
      p95: percentile(times, 0.95),
      max: times.at(-1)!,
      cpu: (cpu * 1000) / RUNS,
    });
  }
  all.sort((a, b) => a - b);
  const overall = {
    name: `${title} overall`,
    p50: percentile(all, 0.5),
    p95: percentile(all, 0.95),
    max: all.at(-1)!,
    cpu: (cpuTotal * 1000) / all.length,
  };
  return { rows, overall };
}

function printTable(title: string, rows: Row[], overall: Row, judged = true): void {
  const width = Math.max(...rows.map((r) => r.name.length), overall.name.length) + 2;
  const cell = (n: number) => n.toFixed(1).padStart(8);
  console.log(`\n${title} (${RUNS} runs each, one at a time; cpu = server CPU time per request)`);
  const head = ['p50 ms', 'p95 ms', 'max ms', 'cpu ms'].map((h) => h.padStart(8)).join('');
  console.log(`${'scenario'.padEnd(width)}${head}`);
  for (const r of [...rows, overall]) {
    console.log(`${r.name.padEnd(width)}${cell(r.p50)}${cell(r.p95)}${cell(r.max)}${cell(r.cpu)}`);
  }
  if (!judged) return;
  const verdict = overall.p95 <= GOAL_MS ? 'meets' : 'misses';
  console.log(`→ overall p95 ${overall.p95.toFixed(1)} ms ${verdict} the goal of ${GOAL_MS} ms`);
}

fs.mkdirSync(dataDir, { recursive: true });
await prepareDatabase();
buildShop(Boolean(args['no-build']));
const server = await startShopServer({ port: PORT, dataDir, products: PRODUCTS, logName: 'server.log' });
try {
  const warm = performance.now();
  const first = await postCatalog({})();
  if (first.status !== 200) throw new Error(`warm-up: HTTP ${first.status}`);
  console.log(
    `[bench] first catalogue request (builds the index): ${(performance.now() - warm).toFixed(0)} ms`,
  );
  const indexLine = fs
    .readFileSync(server.logFile, 'utf8')
    .split('\n')
    .find((line) => line.includes('[catalog] index'));
  if (indexLine) console.log(`[bench] ${indexLine.trim()}`);
  console.log(
    `[bench] ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );

  const pid = server.child.pid!;
  // The floor: what the same server spends on a request that does nothing but one query.
  const baseline = await runGroup(
    'GET /healthz',
    [{ name: 'GET /healthz (SELECT 1)', request: () => fetch(`${baseUrl}/healthz`) }],
    pid,
  );
  const catalog = await runGroup('POST /api/catalog/', catalogScenarios, pid);
  const search = await runGroup('GET /api/search/', searchScenarios, pid);
  printTable('Baseline', baseline.rows, baseline.overall, false);
  printTable('POST /api/catalog/', catalog.rows, catalog.overall);
  printTable('GET /api/search/', search.rows, search.overall);
  const figures = [...baseline.rows, ...catalog.rows, catalog.overall, ...search.rows, search.overall];
  writePerformanceSection(
    'catalog',
    'bench:catalog',
    markdownTable(
      ['scenario', 'p50 ms', 'p95 ms', 'server CPU ms'],
      figures.map((r) => [r.name, r.p50.toFixed(1), r.p95.toFixed(1), r.cpu.toFixed(1)]),
    ),
  );
  console.log(
    `\n[bench] load average after: ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
} finally {
  server.child.kill('SIGTERM');
}
