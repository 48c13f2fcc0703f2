/**
 * Where a page view's server CPU goes: starts the built server (as the HTTP tests do, on a copy
 * of the seeded template, with the page cache off, so every view is rendered) under
 * `node --cpu-prof`, sends a fixed number of cookie-less GETs to the catalogue, a product and
 * the home page, stops the server (V8 writes the profile on exit)
 * and prints the profile's summary (scripts/cpuprofile-summary.ts). The profile also holds the
 * server's start (migrations check, catalogue index warm-up): `--requests 0` shows that part.
 *
 *   npx tsx scripts/profile-pages.ts [--requests 300] [--pages catalogue,product,home]
 *     [--out .cache/cpuprofile] [--no-build]
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildApp, startServer } from '../tests/setup/server';
import { type CpuProfile, printSummary, summarize } from './cpuprofile-summary';

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '300' },
    out: { type: 'string', default: '.cache/cpuprofile' },
    'no-build': { type: 'boolean', default: false },
    /** Only these pages: catalogue, product, home (comma-separated). */
    pages: { type: 'string', default: 'catalogue,product,home' },
  },
});
const REQUESTS = Number(args.requests);
const outDir = path.resolve(args.out);

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
    for (const page of args.pages.split(',').map((name) => pages[name])) {
      if (!REQUESTS || !page) continue;
      const result = await autocannon({ url: `${server.baseUrl}${page}`, connections: 4, amount: REQUESTS });
      console.log(`${page}: ${result.requests.total} requests, ${result.non2xx} not 2xx`);
    }
  } finally {
    await server.stop();
  }
  const [file] = fs.readdirSync(outDir).filter((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no profile in ${outDir}: did the server exit cleanly?`);
  console.log(
    `profile: ${path.join(outDir, file)} (${REQUESTS} requests per page, one more to find a product)`,
  );
  printSummary(summarize(JSON.parse(fs.readFileSync(path.join(outDir, file), 'utf8')) as CpuProfile));
}

await main();
