/**
 * Where a page view's server CPU goes: starts the built server (as the HTTP tests do, on a copy
 * of the seeded template, with the page cache off, so every view is rendered) under
 * `node --cpu-prof`, sends a fixed number of GETs to the catalogue, a product and the home page,
 * stops the server (V8 writes the profile on exit)
 * and prints, for each page, the CPU its burst cost per view, by kind (database, render, route
 * data, validation …) and by function (scripts/cpuprofile-summary.ts). Each burst is cut out of
 * the profile by the client's clock (the same monotonic clock V8 stamps samples with), so the
 * server's start (migrations check, catalogue index warm-up) and, for returning shoppers, the
 * visits that got their cookies are left out: `--requests 0` summarizes the whole profile,
 * which is that part. Sampling adds its own cost: compare the figures of one run with each
 * other, and take `npm run bench:pages` for the absolute CPU of a view.
 *
 * `--shoppers first` (the default) sends cookie-less first hits, the views a shared cache can
 * serve; `--shoppers returning` sends a browser's cookies from a first visit to the home and a
 * product page (guest token, city, device id), the views that stay personal (bench-pages.ts
 * measures the same two kinds).
 *
 *   npx tsx scripts/profile-pages.ts [--requests 300] [--pages catalogue,product,home]
 *     [--shoppers first|returning] [--out .cache/cpuprofile] [--no-build] [--rows 20]
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildApp, startServer } from '../tests/setup/server';
import { between, type CpuProfile, printPerView, printSummary, summarize } from './cpuprofile-summary';
import { processCpuMs } from './bench/process-cpu';
import { BROWSER_UA, returningCookies } from './returning-shopper';

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '300' },
    out: { type: 'string', default: '.cache/cpuprofile' },
    'no-build': { type: 'boolean', default: false },
    /** Only these pages: catalogue, product, home (comma-separated). */
    pages: { type: 'string', default: 'catalogue,product,home' },
    shoppers: { type: 'string', default: 'first' },
    /** Rows of each table of the summary. */
    rows: { type: 'string', default: '20' },
  },
});
const REQUESTS = Number(args.requests);
const ROWS = Number(args.rows);
/** One page's burst: when it ran (client's monotonic clock) and how many views it made. */
const bursts: { name: string; page: string; fromUs: number; toUs: number; views: number; cpuMs: number }[] =
  [];
const outDir = path.resolve(args.out);
if (args.shoppers !== 'first' && args.shoppers !== 'returning')
  throw new Error(`--shoppers is first or returning, not ${args.shoppers}`);

async function main(): Promise<void> {
  if (!args['no-build']) buildApp();
  fs.rmSync(outDir, { recursive: true, force: true });
  // A sample every 0.5 ms (the default is 1 ms): a page view is a few tens of milliseconds.
  // The page cache is off: the cookie-less views would otherwise be its copies, not renders.
  const server = await startServer({
    env: { PAGE_CACHE_BYTES: '0' },
    nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${outDir}`, '--cpu-prof-interval=500'],
  });
  try {
    const catalogue = '/catalog/man/obuv/krossovki/';
    const html = await (await fetch(`${server.baseUrl}${catalogue}`)).text();
    const product = /href="(\/product\/[^"]+)"/.exec(html)?.[1];
    if (!product) throw new Error(`no product link on ${catalogue}`);
    const pages: Record<string, string> = { catalogue, product, home: '/' };
    const headers: Record<string, string> =
      args.shoppers === 'returning'
        ? { Cookie: await returningCookies(server.baseUrl, product), 'User-Agent': BROWSER_UA }
        : {};
    for (const name of args.pages.split(',')) {
      const page = pages[name];
      if (!REQUESTS || !page) continue;
      const url = `${server.baseUrl}${page}`;
      const [fromUs, cpuBefore] = [monotonicUs(), processCpuMs(server.pid)];
      const result = await autocannon({ url, connections: 4, amount: REQUESTS, headers });
      const cpuMs = processCpuMs(server.pid) - cpuBefore;
      bursts.push({ name, page, fromUs, toUs: monotonicUs(), views: result.requests.total, cpuMs });
      console.log(`${page}: ${result.requests.total} requests, ${result.non2xx} not 2xx`);
    }
  } finally {
    await server.stop();
  }
  const [file] = fs.readdirSync(outDir).filter((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no profile in ${outDir}: did the server exit cleanly?`);
  console.log(
    `profile: ${path.join(outDir, file)} (${REQUESTS} ${args.shoppers} views per page, one more to find a product)`,
  );
  const profile = JSON.parse(fs.readFileSync(path.join(outDir, file), 'utf8')) as CpuProfile;
  if (!bursts.length) return printSummary(summarize(profile));
  // Each page's burst alone (the server's start and the shopper's first visit left out), per view.
  for (const burst of bursts) {
    const summary = summarize(between(profile, burst.fromUs, burst.toUs));
    printPerView(`${burst.name} ${burst.page}`, summary, burst.views, burst.cpuMs);
    printSummary(summary, ROWS);
  }
}

/** Now on the monotonic clock V8 stamps its profile with, in microseconds. */
const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

await main();
