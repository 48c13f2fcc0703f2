/**
 * Load benchmark (npm run bench:load): N shoppers with baskets in a closed loop for D seconds,
 * against the built server on a copy of the test catalogue, the client in this same process on
 * the same cores.
 *
 * 1. Builds the shop (`remix vite:build`) unless --no-build, and starts the built server as the
 *    HTTP tests do;
 * 2. makes N guests with a basket, each with its own cookies, as scripts/returning-shopper.ts
 *    does (viewport, confirmed city, two product views, 'В корзину'), --setup-concurrency at a time;
 * 3. runs every shopper's loop until D seconds have passed: the catalogue section, one of its
 *    first --products products (each shopper starts at its own and takes the next each time
 *    round), 'В корзину' of the page's first size posted as the form without JavaScript sends it
 *    (urlencoded, no via=fetcher: the action answers 303 back to the product page) with the
 *    redirect followed as a browser follows it, then the cart page. A shopper sends its next
 *    request when the last has answered, and none once D seconds have passed (the run ends when
 *    the last answers); a request that takes longer than --timeout seconds is given up and
 *    counted as a timeout;
 * 4. prints req/s, p50/p95/p99 per step and overall, errors (answers other than 2xx and 3xx,
 *    failed requests, timeouts) and the server's CPU per request (from /proc), and writes
 *    docs/performance.md's `load` section.
 *
 *   npm run bench:load -- [--shoppers 50] [--duration 60] [--products 8] [--timeout 10]
 *     [--setup-concurrency 8] [--page-cache-bytes N] [--no-build]
 */
import { parseArgs } from 'node:util';
import { buildApp, startServer } from '../tests/setup/server';
import { type Browser, formFields, locationPath, type Visit } from './bench/browser';
import { Latencies, mapLimited } from './bench/latency';
import { markdownTable, writePerformanceSection } from './bench/performance-doc';
import { processCpuMs as cpuMs } from './bench/process-cpu';
import { CATALOGUE, productPaths } from './bench/shop-pages';
import { returningShopper } from './returning-shopper';

const { values: args } = parseArgs({
  options: {
    shoppers: { type: 'string', default: '50' },
    duration: { type: 'string', default: '60' },
    products: { type: 'string', default: '8' },
    timeout: { type: 'string', default: '10' },
    'setup-concurrency': { type: 'string', default: '8' },
    'page-cache-bytes': { type: 'string' },
    'no-build': { type: 'boolean', default: false },
  },
});
const SHOPPERS = Number(args.shoppers);
const DURATION_MS = Number(args.duration) * 1000;
const TIMEOUT_MS = Number(args.timeout) * 1000;

const STEPS = {
  catalogue: 'catalogue',
  product: 'product',
  add: "'В корзину' (POST, 303)",
  back: 'product after the add (redirect)',
  cart: 'cart',
} as const;

class StepFailed extends Error {}
/** Thrown instead of sending a request once the run's time is up: the loop ends there. */
class TimeUp extends Error {}

/**
 * A request given up after TIMEOUT_MS: aborted, and raced against its own timer too. A run of 50
 * shoppers whose requests hit the abort alone hung after its end with no connection open (a
 * fetch promise left unsettled, it seemed); the race cannot leave a shopper waiting.
 */
function sendWithin(browser: Browser, path: string, form?: Record<string, string>): Promise<Visit> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new DOMException(`no answer in ${TIMEOUT_MS} ms`, 'TimeoutError');
      controller.abort(error);
      reject(error);
    }, TIMEOUT_MS);
  });
  return Promise.race([browser.send(path, form, controller.signal), timedOut]).finally(() =>
    clearTimeout(timer),
  );
}

/**
 * One request of a shopper's loop, timed and recorded under its step; a failure throws
 * StepFailed. None is sent once the run's time is up (`until`, performance.now() ms).
 */
async function step(
  { latencies, until }: Run,
  kind: string,
  browser: Browser,
  path: string,
  form?: Record<string, string>,
) {
  const started = performance.now();
  if (started >= until) throw new TimeUp();
  try {
    const visit = await sendWithin(browser, path, form);
    const ok = visit.status >= 200 && visit.status < 400;
    latencies.add(kind, performance.now() - started, ok ? 'ok' : 'error');
    if (!ok) throw new StepFailed(`${form ? 'POST' : 'GET'} ${path} answered ${visit.status}`);
    return visit;
  } catch (error) {
    if (error instanceof StepFailed) throw error;
    const timedOut = (error as Error).name === 'TimeoutError';
    latencies.add(kind, performance.now() - started, timedOut ? 'timeout' : 'error');
    throw new StepFailed(`${kind}: ${timedOut ? 'timed out' : (error as Error).message}`);
  }
}

interface Run {
  until: number;
  latencies: Latencies;
  /** Why rounds failed, and how often. */
  failures: Map<string, number>;
}

/** One shopper's closed loop until the run's time is up; a failed step starts the next round. */
async function shop(browser: Browser, index: number, products: string[], run: Run): Promise<void> {
  for (let round = 0; ; round++) {
    try {
      await step(run, STEPS.catalogue, browser, CATALOGUE);
      const productPath = products[(index + round) % products.length];
      const product = await step(run, STEPS.product, browser, productPath);
      const add = formFields(product.html, '/resources/cart');
      if (!add?.productId) throw new StepFailed(`no size to add on ${productPath}`);
      const added = await step(run, STEPS.add, browser, '/resources/cart', add);
      if (added.location) await step(run, STEPS.back, browser, locationPath(browser.baseUrl, added.location));
      await step(run, STEPS.cart, browser, '/cart/');
    } catch (error) {
      if (error instanceof TimeUp) return;
      if (!(error instanceof StepFailed)) throw error;
      run.failures.set(error.message, (run.failures.get(error.message) ?? 0) + 1);
    }
  }
}

const ms = (value: number) => (Number.isNaN(value) ? '—' : value.toFixed(0));

async function main(): Promise<void> {
  if (!args['no-build']) buildApp();
  const pageCacheBytes = args['page-cache-bytes'];
  const server = await startServer({
    env: pageCacheBytes === undefined ? {} : { PAGE_CACHE_BYTES: pageCacheBytes },
  });
  try {
    const { baseUrl, pid } = server;
    const products = (await productPaths(baseUrl)).slice(0, Number(args.products));

    const setupStarted = performance.now();
    const indices = Array.from({ length: SHOPPERS }, (_, index) => index);
    const browsers = await mapLimited(indices, Number(args['setup-concurrency']), (index) =>
      returningShopper(baseUrl, products[index % products.length]),
    );
    const setupSeconds = (performance.now() - setupStarted) / 1000;
    console.log(`${SHOPPERS} guests with a basket made in ${setupSeconds.toFixed(1)} s`);

    const cpuBefore = cpuMs(pid);
    const clientBefore = process.cpuUsage();
    const started = performance.now();
    const run: Run = { until: started + DURATION_MS, latencies: new Latencies(), failures: new Map() };
    await Promise.all(browsers.map((browser, index) => shop(browser, index, products, run)));
    const { latencies, failures } = run;
    const seconds = (performance.now() - started) / 1000;
    const serverCpu = cpuMs(pid) - cpuBefore;
    const client = process.cpuUsage(clientBefore);
    const clientCpu = (client.user + client.system) / 1000;

    const figures = latencies.figures();
    const all = figures[figures.length - 1][1];
    const reqPerSec = latencies.total / seconds;
    const perRequest = (cpu: number) => (latencies.total ? cpu / latencies.total : NaN).toFixed(1);
    const rows = figures.map(([kind, f]) => [
      kind,
      f.requests,
      ms(f.p50),
      ms(f.p95),
      ms(f.p99),
      `${f.errors}${f.timeouts ? ` (${f.timeouts} timeouts)` : ''}`,
    ]);
    const table = markdownTable(['step', 'requests', 'p50 ms', 'p95 ms', 'p99 ms', 'errors'], rows);
    const summary =
      `${SHOPPERS} shoppers for ${seconds.toFixed(1)} s (loop over ${products.length} products): ` +
      `**${reqPerSec.toFixed(1)} req/s, p50 ${ms(all.p50)} ms, p95 ${ms(all.p95)} ms, p99 ${ms(all.p99)} ms, ` +
      `${all.errors} errors** (${all.timeouts} timeouts). Server CPU ${perRequest(serverCpu)} ms per request; ` +
      `the client's own ${perRequest(clientCpu)} ms. Guests made in ${setupSeconds.toFixed(1)} s.`;
    console.log(`\n${summary.replace(/\*\*/g, '')}\n\n${table}`);
    for (const [message, count] of failures) console.log(`failed ${count}×: ${message}`);
    writePerformanceSection('load', 'bench:load', `${summary}\n\n${table}`);
  } finally {
    await server.stop();
  }
}

await main();
