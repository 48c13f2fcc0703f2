/**
 * Page benchmark (npm run bench:pages): what a page view costs the server, against a bare
 * Remix page served by the same process, plus what each page weighs on arrival.
 *
 * 1. Builds the shop (`remix vite:build`) and the yardstick app of bench/baseline (24 plain cards,
 *    same Remix and future flags), unless --no-build;
 * 2. starts the built server as the HTTP tests do (a copy of the seeded test template in
 *    .test-data/), with the yardstick mounted at /bench-baseline (BENCH_BASELINE_BUILD);
 * 3. prints each page's HTML bytes, inline <svg> count, class="…" bytes, inline script bytes,
 *    first-load JavaScript (gzip) and the size of its /__manifest answer;
 * 4. for --rounds rounds, runs an autocannon burst (-c connections, -d seconds) on the
 *    yardstick, then the same burst on a page, page after page, and prints the req/s of each,
 *    the ratio page ÷ yardstick, and the server's CPU time per request (from /proc). On a
 *    shared machine absolute figures wander; the ratio against the burst next to it does not.
 *
 * Two kinds of page view (--shoppers): `first`, a cookie-less first hit (a crawler, a first
 * visit), which the app calls shareable and the origin's page cache answers from its copy
 * (server/page-cache/; `--page-cache-bytes 0` turns the cache off, and then every first hit is
 * rendered), and `returning`, a browser that has been here before: it sends the cookies its
 * first visit left (scripts/returning-shopper.ts: viewport, confirmed city, guest token with a
 * recently viewed product and a basket line, device id) with a browser's User-Agent, as most
 * page views of a shopper do, and is always rendered.
 *
 * `--node-args='--max-semi-space-size=64'` starts the server's node with those flags (none by
 * default, as `npm start`).
 *
 *   npm run bench:pages -- [--rounds 2] [--duration 6] [--connections 10]
 *     [--shoppers first,returning] [--page-cache-bytes N] [--node-args='…'] [--no-build]
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { manifestRequestPath, weighPage, type PageWeight } from '../tests/setup/page-weight';
import { buildApp, startServer } from '../tests/setup/server';
import { BROWSER_UA, returningCookies } from './returning-shopper';
import { markdownTable, writePerformanceSection } from './bench/performance-doc';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '2' },
    duration: { type: 'string', default: '6' },
    connections: { type: 'string', default: '10' },
    shoppers: { type: 'string', default: 'first,returning' },
    'page-cache-bytes': { type: 'string' },
    'node-args': { type: 'string', default: '' },
    'no-build': { type: 'boolean', default: false },
  },
});
const ROUNDS = Number(args.rounds);
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const SHOPPERS = args.shoppers.split(',').filter((kind) => kind === 'first' || kind === 'returning');
const root = process.cwd();
const BASELINE = '/bench-baseline';
const baselineBuild = path.join(root, '.cache/bench-baseline/server/index.js');

function buildBaseline(): void {
  const result = spawnSync(path.join(root, 'node_modules/.bin/remix'), ['vite:build', 'bench/baseline'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`baseline build failed:\n${result.stdout}\n${result.stderr}`);
}

/** CPU time (ms) the process has used so far, user + system. */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

interface Burst {
  reqPerSec: number;
  cpuMsPerRequest: number;
  errors: number;
}

async function burst(url: string, pid: number, headers: Record<string, string> = {}): Promise<Burst> {
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  const cpu = cpuMs(pid) - cpuBefore;
  const requests = result.requests.total;
  return {
    reqPerSec: requests / DURATION,
    cpuMsPerRequest: requests ? cpu / requests : NaN,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

async function main(): Promise<void> {
  if (!args['no-build']) {
    buildApp();
    buildBaseline();
  }
  const pageCacheBytes = args['page-cache-bytes'];
  const server = await startServer({
    env: {
      BENCH_BASELINE_BUILD: baselineBuild,
      ...(pageCacheBytes === undefined ? {} : { PAGE_CACHE_BYTES: pageCacheBytes }),
    },
    nodeArgs: args['node-args'].split(' ').filter(Boolean),
  });
  const cacheOff = pageCacheBytes === '0';
  console.log(`server: node ${args['node-args'] || '(no flags)'}; page cache ${cacheOff ? 'off' : 'on'}`);
  try {
    const { baseUrl, pid } = server;
    const catalogue = '/catalog/man/obuv/krossovki/';
    const catalogueHtml = await (await fetch(`${baseUrl}${catalogue}`)).text();
    const product = /href="(\/product\/[^"]+)"/.exec(catalogueHtml)?.[1];
    if (!product) throw new Error(`no product link on ${catalogue}`);

    const pages: { name: string; path: string }[] = [
      { name: 'catalogue', path: catalogue },
      { name: 'product', path: product },
      { name: 'home', path: '/' },
    ];
    const weights: PageWeight[] = [];
    const weightRows: string[][] = [];
    console.log(`\nPage weight (HTML uncompressed; JS = first load, gzip)`);
    console.log('page        HTML      <svg>  class=     scripts   JS gzip   /__manifest');
    for (const page of [...pages, { name: 'yardstick', path: BASELINE }]) {
      const weight = await weighPage(baseUrl, page.path);
      if (weight.status !== 200) throw new Error(`${page.path} answered ${weight.status}`);
      weights.push(weight);
      const manifest = manifestRequestPath(weight);
      let manifestCell = 'not asked';
      if (manifest) {
        const answer = await fetch(`${baseUrl}${manifest}`);
        manifestCell = `${weight.discoverPaths.length} paths, ${kB((await answer.arrayBuffer()).byteLength)}`;
      }
      weightRows.push([page.name, kB(weight.htmlBytes), kB(weight.jsGzipBytes), manifestCell]);
      console.log(
        [
          page.name.padEnd(11),
          kB(weight.htmlBytes).padEnd(9),
          String(weight.inlineSvgs).padEnd(6),
          kB(weight.classBytes).padEnd(10),
          kB(weight.inlineScriptBytes).padEnd(9),
          kB(weight.jsGzipBytes).padEnd(9),
          manifestCell,
        ].join(' '),
      );
    }

    const cookie = SHOPPERS.includes('returning') ? await returningCookies(baseUrl, product) : '';
    const returning = { Cookie: cookie, 'User-Agent': BROWSER_UA };
    if (cookie) console.log(`\nreturning shopper's cookies: ${cookie.replace(/=[^;]*/g, '')}`);
    const targets: { name: string; path: string; headers?: Record<string, string> }[] = [];
    // Which figure is which: a first hit comes from the page cache unless it is off.
    const firstHit = cacheOff ? 'first, rendered' : 'first, cached';
    if (SHOPPERS.includes('first'))
      targets.push(...pages.map((page) => ({ ...page, name: `${page.name}, ${firstHit}` })));
    if (SHOPPERS.includes('returning'))
      targets.push(
        ...pages.map((page) => ({ ...page, name: `${page.name}, returning`, headers: returning })),
      );
    const catalogueManifest = manifestRequestPath(weights[0]);
    if (catalogueManifest) targets.push({ name: '__manifest', path: catalogueManifest });

    // Warm-up: the first requests compile code paths and fill caches.
    for (const target of [{ path: BASELINE, headers: {} }, ...targets])
      await autocannon({
        url: `${baseUrl}${target.path}`,
        connections: 2,
        amount: 20,
        headers: target.headers,
      });

    const results = new Map<string, { page: Burst[]; yardstick: Burst[] }>();
    for (let round = 1; round <= ROUNDS; round++) {
      for (const target of targets) {
        const yardstick = await burst(`${baseUrl}${BASELINE}`, pid);
        const page = await burst(`${baseUrl}${target.path}`, pid, target.headers);
        const entry = results.get(target.name) ?? { page: [], yardstick: [] };
        entry.page.push(page);
        entry.yardstick.push(yardstick);
        results.set(target.name, entry);
        console.error(
          `[bench] round ${round} ${target.name}: ${page.reqPerSec.toFixed(0)} req/s vs yardstick ${yardstick.reqPerSec.toFixed(0)}`,
        );
      }
    }

    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    console.log(
      `\nThroughput (autocannon -c ${CONNECTIONS} -d ${DURATION}, ${ROUNDS} rounds, each burst next to one on the yardstick)`,
    );
    // The CPU ratio (yardstick's CPU per request ÷ the page's) is what the req/s ratio would be
    // if the server had its cores to itself: on a shared machine it is the steadier of the two.
    console.log(
      'page                        req/s    yardstick  ratio   CPU ms/req  yardstick CPU ms/req  CPU ratio  errors',
    );
    const throughputRows: string[][] = [];
    for (const [name, { page, yardstick }] of results) {
      const ratio = mean(page.map((p, i) => p.reqPerSec / yardstick[i].reqPerSec));
      const cpu = (bursts: Burst[]) => mean(bursts.map((p) => p.cpuMsPerRequest));
      throughputRows.push([name, ratio.toFixed(3), cpu(page).toFixed(2), cpu(yardstick).toFixed(2)]);
      console.log(
        [
          name.padEnd(27),
          mean(page.map((p) => p.reqPerSec))
            .toFixed(0)
            .padEnd(8),
          mean(yardstick.map((p) => p.reqPerSec))
            .toFixed(0)
            .padEnd(10),
          ratio.toFixed(3).padEnd(7),
          mean(page.map((p) => p.cpuMsPerRequest))
            .toFixed(2)
            .padEnd(11),
          mean(yardstick.map((p) => p.cpuMsPerRequest))
            .toFixed(2)
            .padEnd(21),
          (mean(yardstick.map((p) => p.cpuMsPerRequest)) / mean(page.map((p) => p.cpuMsPerRequest)))
            .toFixed(3)
            .padEnd(10),
          String(page.reduce((n, p) => n + p.errors, 0)),
        ].join(' '),
      );
    }
    writePerformanceSection(
      'pages',
      'bench:pages',
      `${markdownTable(['page', 'HTML', 'first-load JS gzip', '/__manifest'], weightRows)}\n\n${markdownTable(['page view', 'req/s ÷ bare page', 'CPU ms per view', 'bare page CPU ms'], throughputRows)}`,
    );
  } finally {
    await server.stop();
  }
}

await main();
