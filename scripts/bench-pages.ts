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
 * Three kinds of page view (--shoppers): `first`, a cookie-less first hit (a crawler, a first
 * visit), which the app calls shareable and the origin's page cache answers from its copy
 * (server/page-cache/; `--page-cache-bytes 0` turns the cache off, and then every first hit is
 * rendered); `returning`, a guest with a basket: a browser that has been here before and sends
 * the cookies its first visit left (scripts/returning-shopper.ts: viewport, confirmed city, guest
 * token with a recently viewed product and a basket line, device id) with a browser's
 * User-Agent, as most page views of a shopper do; and `signed-in`, the same browser after
 * signing in by phone and SMS code through the sign-in dialog's posts, with that basket line and
 * two favourites. Both returning kinds are always rendered.
 *
 * `--node-args='--max-semi-space-size=64'` starts the server's node with those flags (none by
 * default, as `npm start`).
 *
 *   npm run bench:pages -- [--rounds 2] [--duration 6] [--connections 10]
 *     [--shoppers first,returning,signed-in] [--page-cache-bytes N] [--node-args='…'] [--no-build]
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { manifestRequestPath, weighPage, type PageWeight } from '../tests/setup/page-weight';
import { buildApp, startServer } from '../tests/setup/server';
import { returningShopper, signedInShopper } from './returning-shopper';
import { markdownTable, writePerformanceSection } from './bench/performance-doc';
import { type Burst, burst as measure } from './bench/burst';
import { CATALOGUE, productPaths } from './bench/shop-pages';

const KINDS = ['first', 'returning', 'signed-in'] as const;
type Kind = (typeof KINDS)[number];

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '2' },
    duration: { type: 'string', default: '6' },
    connections: { type: 'string', default: '10' },
    shoppers: { type: 'string', default: KINDS.join(',') },
    'page-cache-bytes': { type: 'string' },
    'node-args': { type: 'string', default: '' },
    'no-build': { type: 'boolean', default: false },
  },
});
const ROUNDS = Number(args.rounds);
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const SHOPPERS = KINDS.filter((kind) => args.shoppers.split(',').includes(kind));
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

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const burst = (url: string, pid: number, headers?: Record<string, string>) =>
  measure({ url, pid, connections: CONNECTIONS, duration: DURATION, headers });
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

interface Target {
  page: string;
  kind: Kind | 'manifest';
  path: string;
  headers?: Record<string, string>;
}

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
    const catalogue = CATALOGUE;
    const [product] = await productPaths(baseUrl);

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

    // Which figure is which: a first hit comes from the page cache unless it is off.
    const label: Record<Target['kind'], string> = {
      first: cacheOff ? 'first, rendered' : 'first, cached',
      returning: 'guest with basket',
      'signed-in': 'signed-in',
      manifest: '',
    };
    const headersOf: Record<Kind, Record<string, string> | undefined> = {
      first: undefined,
      returning: SHOPPERS.includes('returning')
        ? (await returningShopper(baseUrl, product)).headers()
        : undefined,
      'signed-in': SHOPPERS.includes('signed-in')
        ? (await signedInShopper(baseUrl, server.dataDir, catalogue, product)).headers()
        : undefined,
    };
    for (const kind of ['returning', 'signed-in'] as const) {
      const cookie = headersOf[kind]?.Cookie;
      if (cookie) console.log(`${label[kind]}'s cookies: ${cookie.replace(/=[^;]*/g, '')}`);
    }
    const targets: Target[] = SHOPPERS.flatMap((kind) =>
      pages.map((page) => ({ page: page.name, kind, path: page.path, headers: headersOf[kind] })),
    );
    const catalogueManifest = manifestRequestPath(weights[0]);
    if (catalogueManifest) targets.push({ page: '__manifest', kind: 'manifest', path: catalogueManifest });
    const nameOf = (target: Target) =>
      label[target.kind] ? `${target.page}, ${label[target.kind]}` : target.page;

    // Warm-up: the first requests compile code paths and fill caches.
    for (const target of [{ path: BASELINE, headers: {} }, ...targets])
      await autocannon({
        url: `${baseUrl}${target.path}`,
        connections: 2,
        amount: 20,
        headers: target.headers,
      });

    const results = new Map<Target, { page: Burst[]; yardstick: Burst[] }>();
    for (let round = 1; round <= ROUNDS; round++) {
      for (const target of targets) {
        const yardstick = await burst(`${baseUrl}${BASELINE}`, pid);
        const page = await burst(`${baseUrl}${target.path}`, pid, target.headers);
        const entry = results.get(target) ?? { page: [], yardstick: [] };
        entry.page.push(page);
        entry.yardstick.push(yardstick);
        results.set(target, entry);
        console.error(
          `[bench] round ${round} ${nameOf(target)}: ${page.reqPerSec.toFixed(0)} req/s vs yardstick ${yardstick.reqPerSec.toFixed(0)}`,
        );
      }
    }

    console.log(
      `\nThroughput (autocannon -c ${CONNECTIONS} -d ${DURATION}, ${ROUNDS} rounds, each burst next to one on the yardstick)`,
    );
    // The CPU ratio (yardstick's CPU per request ÷ the page's) is what the req/s ratio would be
    // if the server had its cores to itself: on a shared machine it is the steadier of the two.
    console.log(
      'page view                      req/s    yardstick  ratio   CPU ms/req  yardstick CPU ms/req  CPU ratio  errors',
    );
    const figures = new Map<Target, { ratio: number; cpu: number; yardstickCpu: number }>();
    for (const [target, { page, yardstick }] of results) {
      const cpu = mean(page.map((p) => p.cpuMsPerRequest));
      const yardstickCpu = mean(yardstick.map((p) => p.cpuMsPerRequest));
      const ratio = mean(page.map((p, i) => p.reqPerSec / yardstick[i].reqPerSec));
      figures.set(target, { ratio, cpu, yardstickCpu });
      const cells: [string, number][] = [
        [nameOf(target), 30],
        [mean(page.map((p) => p.reqPerSec)).toFixed(0), 8],
        [mean(yardstick.map((p) => p.reqPerSec)).toFixed(0), 10],
        [ratio.toFixed(3), 7],
        [cpu.toFixed(2), 11],
        [yardstickCpu.toFixed(2), 21],
        [(yardstickCpu / cpu).toFixed(3), 10],
        [String(page.reduce((n, p) => n + p.errors, 0)), 0],
      ];
      console.log(cells.map(([cell, width]) => cell.padEnd(width)).join(' '));
    }
    // The document's table: a row per page, per kind of view its ratio to the bare page and its
    // CPU per view, side by side, so a returning view is read against the first hit.
    const columns = SHOPPERS.flatMap((kind) => [`${label[kind]}: ÷ bare page`, 'CPU ms']);
    const rows = pages.map((page) => {
      const ofPage = targets.filter((target) => target.page === page.name);
      const cells = SHOPPERS.flatMap((kind) => {
        const found = figures.get(ofPage.find((target) => target.kind === kind)!);
        return [found?.ratio.toFixed(3) ?? '—', found?.cpu.toFixed(2) ?? '—'];
      });
      const yardstickCpu = mean(ofPage.map((target) => figures.get(target)?.yardstickCpu ?? NaN));
      return [page.name, ...cells, yardstickCpu.toFixed(2)];
    });
    const manifest = [...figures].find(([target]) => target.kind === 'manifest')?.[1];
    const manifestLine = manifest
      ? `\n\n\`/__manifest\` of the catalogue: ${manifest.ratio.toFixed(3)} of the bare page, ${manifest.cpu.toFixed(2)} CPU ms per answer.`
      : '';
    writePerformanceSection(
      'pages',
      'bench:pages',
      `${markdownTable(['page', 'HTML', 'first-load JS gzip', '/__manifest'], weightRows)}\n\n${markdownTable(['page', ...columns, 'bare page CPU ms'], rows)}${manifestLine}`,
    );
  } finally {
    await server.stop();
  }
}

await main();
