/**
 * What the metrics cost (npm run bench:metrics), measured in this one process on the built
 * server modules (build/server/index.js, server/metrics.ts) over a copy of the test template:
 *
 * 1. the work /metrics adds to every answer: the timing middleware, the route label (the
 *    memoised route match) and the histogram observation, in µs per request, over the shop's
 *    usual paths (a catalogue page, a product, the home page, API calls, a file, a made-up path);
 * 2. a page-cache hit or miss counted;
 * 3. a scrape: the exposition's time and size, with every route of the build timed four ways.
 *
 * Compare (1) with a page view's server CPU (npm run bench:pages prints it, CPU ms/req): their
 * ratio is the share of a page view's CPU the metrics take.
 *
 *   npm run bench:metrics -- [--requests 200000] [--no-build]
 */
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { ServerBuild } from '@remix-run/node';
import type { Request, Response } from 'express';
import { copyTemplate, ensureTemplate } from '../tests/setup/template';
import { buildApp } from '../tests/setup/server';
import { TEST_SEED_PRODUCTS } from '../tests/setup/paths';

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '200000' },
    'no-build': { type: 'boolean', default: false },
  },
});
const REQUESTS = Number(args.requests);

const PATHS = [
  '/catalog/man/obuv/krossovki/',
  '/product/a-123-black/',
  '/',
  '/api/catalog/',
  '/api/products/a-123-black/',
  '/basket/',
  '/no-such-page/at/all',
];

/** A request and response as the middleware sees them, finished at once. */
function fakeExchange(i: number) {
  const req = { method: i % 10 === 0 ? 'HEAD' : 'GET', path: PATHS[i % PATHS.length] };
  const res = Object.assign(new EventEmitter(), { statusCode: i % 50 === 0 ? 404 : 200, locals: {} });
  return { req, res };
}

async function main(): Promise<void> {
  if (!args['no-build']) buildApp();
  await ensureTemplate();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-metrics-'));
  copyTemplate(dataDir);
  Object.assign(process.env, {
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    SEED_PRODUCTS: String(TEST_SEED_PRODUCTS),
  });
  try {
    const metrics = await import('../server/metrics');
    const { leafRouteMatcher } = await import('../server/route-tree');
    const { shopEntryOf } = await import('../server/shop-entry');
    const build: ServerBuild = await import(pathToFileURL(path.resolve('build/server/index.js')).href);
    const entry = shopEntryOf(build);
    const { metricsExposition, observeHttpRequest } = entry;
    const timeRequests = metrics.timeRequests(entry, leafRouteMatcher(build));
    const next = () => undefined;
    const run = (count: number, offset: number, count404 = false) => {
      for (let i = 0; i < count; i++) {
        const { req, res } = fakeExchange(i + offset) as unknown as { req: Request; res: Response };
        timeRequests(req, res, next);
        if (!count404 || i % 3) metrics.reachedApp(req, res, next);
        res.emit('finish');
      }
    };
    // Warm: the route memo knows the paths, the JIT has compiled the code.
    run(20_000, 0, true);
    const started = process.cpuUsage();
    const wall = performance.now();
    run(REQUESTS, 1, true);
    const cpu = process.cpuUsage(started);
    const cpuUs = (cpu.user + cpu.system) / REQUESTS;
    console.log(
      `per request: ${cpuUs.toFixed(2)} µs CPU, ${((1000 * (performance.now() - wall)) / REQUESTS).toFixed(2)} µs wall (${REQUESTS} requests)`,
    );

    const lookups = process.cpuUsage();
    for (let i = 0; i < REQUESTS; i++) entry.countPageCacheLookup(i % 4 !== 0);
    const lookupCpu = process.cpuUsage(lookups);
    console.log(
      `page-cache lookup counted: ${((lookupCpu.user + lookupCpu.system) / REQUESTS).toFixed(3)} µs CPU`,
    );

    // The scrape's worst case: every route of the build with four series (GET 200, 304 and
    // 404, POST 200), where a live shop has a few for most routes and none for many.
    for (const route of Object.keys(build.routes))
      for (const [method, code] of [
        ['GET', 200],
        ['GET', 304],
        ['GET', 404],
        ['POST', 200],
      ] as const)
        observeHttpRequest(route, method, code, 0.01);
    const scrapes = 20;
    let bytes = 0;
    const scraping = performance.now();
    for (let i = 0; i < scrapes; i++) bytes = (await metricsExposition()).text.length;
    console.log(
      `scrape: ${((performance.now() - scraping) / scrapes).toFixed(1)} ms, ${(bytes / 1000).toFixed(1)} kB (${Object.keys(build.routes).length} routes × 4 series, database gauges included)`,
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  }
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
