// npm run bench:cluster: two instances on one PostgreSQL behind HAProxy (npm run cluster's
// pieces), BENCH_SHOPPERS (50) concurrent mixed shoppers for BENCH_SECONDS (60) at
// BENCH_PRODUCTS (100,000) products, each pausing about BENCH_THINK_MS (1,000) between
// requests: catalogue pages with filters, product pages, search, basket adds, and an order
// every ORDER_EVERY_MS. Halfway through, one instance is killed with SIGKILL and started
// again (not with BENCH_KILL=0). Prints req/s, client p50/p95/p99 per kind of request, the
// servers' own p95 per kind (from their request logs), errors (and how many fell in the kill
// window), full index rebuilds and stock-only updates per instance, the facet lag (order
// acknowledged → both instances' size facet of that article shows it gone), and checks that
// no acknowledged order or basket change was lost. The servers' catalogue time is also split
// by kind of filter (the requests carry it as `?bench=`, which the API ignores and the
// request log keeps), with their CPU per request and, under BENCH_NODE_ARGS=--trace-gc, their
// garbage collection pauses.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startCluster } from './cluster/cluster';
import { processCpuMs } from './bench/process-cpu';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 50);
const ORDER_EVERY_MS = Number(process.env.ORDER_EVERY_MS ?? 3_000);
/**
 * A shopper's pause between two requests, on average (uniform from half to one and a half
 * times it): a person reads a page before the next click. 0 makes each shopper a closed loop
 * that sends its next request the moment the last is answered, which measures saturation
 * (latency = shoppers ÷ throughput), not what 50 people browsing feel.
 */
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 1_000);
const PORT = Number(process.env.CLUSTER_PORT ?? 18_580);
/** BENCH_KILL=0 leaves both instances up: the steady state with the order stream, for speed figures. */
const KILL = process.env.BENCH_KILL !== '0';
const KILL_DOWNTIME_MS = 5_000;
/** Errors this long after the kill count as "in flight at the kill" (HAProxy needs 2 failed checks 1 s apart). */
const KILL_WINDOW_MS = 3_000;
/** BENCH_ORDERS=0: no order stream, so no stock change during the run (to tell its cost apart). */
const ORDERS = process.env.BENCH_ORDERS !== '0';
/**
 * Node's flags for both instances, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` (written when the
 * bench stops them; `npx tsx scripts/cpuprofile-summary.ts FILE 25 SECONDS` sums the run's part)
 * or `--trace-gc` (the pauses are summed below).
 */
const NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);

type Kind = 'catalog' | 'product' | 'search' | 'basket' | 'order';
const KINDS: Kind[] = ['catalog', 'product', 'search', 'basket', 'order'];
/** The shoppers' catalogue filters, by the name their requests carry (`?bench=`). */
const CATALOG_FILTERS: Record<string, object> = {
  none: {},
  size: { size: ['42'] },
  sizeM: { size: ['M'] },
  price: { price: { from: 3000, to: 9000 } },
  brand: { brand: ['nike'] },
};
const SECTIONS = [
  '/catalog/',
  '/catalog/man/',
  '/catalog/woman/obuv/',
  '/catalog/man/obuv/krossovki/',
  '/catalog/sale/',
];
const WORDS = [
  'кроссовки',
  'nike',
  'куртка',
  'найк',
  'adidas',
  'ботинки',
  'футболка',
  'пума',
  'new balance',
  'кеды',
];

interface Sample {
  kind: Kind;
  at: number;
  ms: number;
  ok: boolean;
}
const samples: Sample[] = [];
let killAt = 0;
let backAt = 0;

async function timed<T>(kind: Kind, run: () => Promise<{ ok: boolean; value?: T }>): Promise<T | undefined> {
  const started = performance.now();
  let outcome: { ok: boolean; value?: T } = { ok: false };
  try {
    outcome = await run();
  } catch {
    outcome = { ok: false };
  }
  samples.push({ kind, at: Date.now(), ms: performance.now() - started, ok: outcome.ok });
  return outcome.ok ? outcome.value : undefined;
}

async function send(
  base: string,
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, read loosely
): Promise<{ status: number; body: any }> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {} };
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

interface Candidate {
  code: string;
  sizeId: number;
  ru: string;
  quantity: number;
}

/** The size facet count of one size of one article (the catalogue searched by its code). */
async function articleSizeCount(base: string, code: string, ru: string): Promise<number> {
  // Tagged apart: these polls are the bench's own, not shoppers' (see serverTimes).
  const answer = await send(base, 'POST', '/api/catalog/?bench=probe', { path: '/search/', q: code });
  const size = (answer.body.catalogBody?.filter ?? []).find((f: { code: string }) => f.code === 'size');
  if ((answer.body.catalogBody?.pagination?.totalItems ?? 0) !== 1) return -1;
  return size?.items?.find((i: { value: string }) => i.value === ru)?.count ?? 0;
}

async function main() {
  const root = process.cwd();
  if (process.env.CLUSTER_SKIP_BUILD !== '1') {
    const build = spawnSync('npx', ['remix', 'vite:build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  console.log(`[bench] starting 2 instances and HAProxy, seeding ${PRODUCTS} products…`);
  const startedAt = Date.now();
  const cluster = await startCluster({
    root,
    instances: 2,
    port: PORT,
    databaseUrl: process.env.DATABASE_URL || undefined,
    env: { SEED_PRODUCTS: String(PRODUCTS) },
    nodeArgs: NODE_ARGS,
  });
  const lb = cluster.url!;
  const [first, second] = cluster.instances;
  console.log(`[bench] ready in ${((Date.now() - startedAt) / 1000).toFixed(0)} s: ${lb} (${cluster.dir})`);
  const db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
  try {
    // Both instances build their index before the clock starts.
    await Promise.all(
      cluster.instances.map((i) => send(i.url, 'POST', '/api/catalog/', { path: '/catalog/' })),
    );
    const cards: string[] = [];
    for (let page = 1; page <= 12; page += 1) {
      const answer = await send(lb, 'POST', '/api/catalog/', { path: '/catalog/', page });
      cards.push(...answer.body.catalogBody.products.map((p: { code: string }) => p.code));
    }
    // Order candidates: sizes with few units, whose article the catalogue search finds alone.
    const candidates: Candidate[] = [];
    for (const code of cards.slice(48)) {
      const detail = await send(lb, 'GET', `/api/products/${code}/`);
      const size = (detail.body.product?.sizes ?? []).find(
        (s: { quantity: number }) => s.quantity >= 1 && s.quantity <= 3,
      );
      if (size && (await articleSizeCount(first.url, code, size.ru)) === 1) {
        candidates.push({ code, sizeId: size.id, ru: size.ru, quantity: size.quantity });
      }
    }
    const browseCards = cards.slice(0, 48);
    const basketSizes: number[] = [];
    for (const code of browseCards.slice(0, 20)) {
      const detail = await send(lb, 'GET', `/api/products/${code}/`);
      const size = (detail.body.product?.sizes ?? []).find((s: { quantity: number }) => s.quantity >= 5);
      if (size) basketSizes.push(size.id);
    }
    console.log(`[bench] ${candidates.length} order candidates, ${basketSizes.length} basket sizes`);

    const healthBefore = await Promise.all(cluster.instances.map((i) => send(i.url, 'GET', '/healthz')));
    const logOffsets = cluster.instances.map(
      (i) => fs.statSync(path.join(cluster.dir, `${i.name}.log`)).size,
    );
    const cpuBefore = cluster.instances.map((i) => processCpuMs(i.pid));
    const deadline = Date.now() + SECONDS * 1000;
    const runStart = Date.now();

    // Basket shoppers: each its own guest; adds are tallied to be checked afterwards.
    const baskets: { token: string; acked: Map<number, number>; unsure: Map<number, number> }[] = [];
    const shopper = async () => {
      const fuser = await send(lb, 'POST', '/api/fuser', {});
      const token = String(fuser.body.token);
      const basket = { token, acked: new Map<number, number>(), unsure: new Map<number, number>() };
      baskets.push(basket);
      while (Date.now() < deadline) {
        const roll = Math.random();
        if (roll < 0.45) {
          const name = pick(Object.keys(CATALOG_FILTERS));
          await timed('catalog', async () => {
            const r = await send(lb, 'POST', `/api/catalog/?bench=${name}`, {
              path: pick(SECTIONS),
              filter: CATALOG_FILTERS[name],
              sort: pick(['popular', 'price', 'new']),
            });
            return { ok: r.status === 200 };
          });
        } else if (roll < 0.75) {
          await timed('product', async () => ({
            ok: (await send(lb, 'GET', `/api/products/${pick(browseCards)}/`)).status === 200,
          }));
        } else if (roll < 0.9) {
          await timed('search', async () => ({
            ok: (await send(lb, 'GET', `/api/search/?q=${encodeURIComponent(pick(WORDS))}`)).status === 200,
          }));
        } else if (basketSizes.length > 0) {
          const sizeId = pick(basketSizes);
          const done = await timed('basket', async () => {
            const r = await send(
              lb,
              'POST',
              '/api/basket/add',
              { productId: sizeId, quantity: 1 },
              { 'Fuser-Token': token },
            );
            return { ok: r.status === 200, value: true };
          });
          const tally = done ? basket.acked : basket.unsure;
          tally.set(sizeId, (tally.get(sizeId) ?? 0) + 1);
        }
        if (THINK_MS > 0) await sleep(THINK_MS * (0.5 + Math.random()));
      }
    };

    // The order stream: one order every ORDER_EVERY_MS, each taking every unit of a size.
    const acked: { id: number; at: number; candidate: Candidate }[] = [];
    /** Lags of orders whose probe overlapped the killed instance's absence are kept apart. */
    const lags: number[] = [];
    const lagsAcrossKill: number[] = [];
    const probes: Promise<void>[] = [];
    const orderer = async () => {
      while (ORDERS && Date.now() < deadline && candidates.length > 0) {
        const next = Date.now() + ORDER_EVERY_MS;
        const candidate = candidates.shift()!;
        const fuser = await send(lb, 'POST', '/api/fuser', {}).catch(() => null);
        if (fuser?.status === 200) {
          const auth = { 'Fuser-Token': String(fuser.body.token) };
          const added = await send(
            lb,
            'POST',
            '/api/basket/add',
            { productId: candidate.sizeId, quantity: candidate.quantity },
            auth,
          ).catch(() => null);
          if (added?.status === 200) {
            const order = await timed('order', async () => {
              const r = await send(
                lb,
                'POST',
                '/api/order',
                {
                  name: 'Анна',
                  lastName: 'Смирнова',
                  phone: '+79990001122',
                  email: 'anna@example.ru',
                  agreement: true,
                  deliveryType: 'courier',
                  address: 'Москва, ул. Тверская, д. 7',
                  paymentMethod: 'on_receipt',
                },
                { ...auth, 'Idempotency-Key': randomUUID() },
              );
              return { ok: r.status === 201, value: r.body.order?.id as number };
            });
            if (order) {
              const at = Date.now();
              acked.push({ id: order, at, candidate });
              probes.push(probeLag(candidate, at));
            }
          }
        }
        // Not past the deadline: the run ends with the shoppers, not with this pause.
        await sleep(Math.max(0, Math.min(next, deadline) - Date.now()));
      }
    };
    // Facet lag: until BOTH instances' size facet of the article says the size is gone.
    const probeLag = async (candidate: Candidate, at: number) => {
      const seenBy = new Set<string>();
      while (seenBy.size < 2 && Date.now() - at < 10_000) {
        for (const instance of [first, second]) {
          if (seenBy.has(instance.name)) continue;
          const count = await articleSizeCount(instance.url, candidate.code, candidate.ru).catch(() => null);
          if (count === 0) seenBy.add(instance.name);
        }
        if (seenBy.size < 2) await sleep(20);
      }
      const lag = Date.now() - at;
      const overlapped = killAt > 0 && at <= (backAt || Date.now()) && at + lag >= killAt;
      if (seenBy.size === 2) (overlapped ? lagsAcrossKill : lags).push(lag);
    };

    const killer = async () => {
      if (!KILL) return;
      await sleep((SECONDS * 1000) / 2);
      killAt = Date.now();
      console.log(
        `[bench] SIGKILL ${first.name} (pid ${first.pid}) at ${((killAt - runStart) / 1000).toFixed(1)} s`,
      );
      await first.kill('SIGKILL');
      await sleep(KILL_DOWNTIME_MS);
      first.restart();
      await first.ready();
      backAt = Date.now();
      console.log(`[bench] ${first.name} back after ${((Date.now() - killAt) / 1000).toFixed(1)} s`);
    };

    await Promise.all([...Array.from({ length: SHOPPERS - 1 }, shopper), orderer(), killer()]);
    await Promise.all(probes);
    const elapsed = (Date.now() - runStart) / 1000;
    const cpuAfter = cluster.instances.map((i) => processCpuMs(i.pid));

    // Nothing acknowledged is lost: every order is in the database, every basket holds at
    // least what was acknowledged (and at most that plus the unacknowledged tries).
    const ids = acked.map((o) => o.id);
    const found = ids.length
      ? Number(
          (await db.query('SELECT count(*)::int AS n FROM orders WHERE id = ANY($1::int[])', [ids])).rows[0]
            .n,
        )
      : 0;
    let basketsChecked = 0;
    let basketsWrong = 0;
    for (const basket of baskets) {
      if (basket.acked.size === 0 && basket.unsure.size === 0) continue;
      const answer = await send(lb, 'GET', '/api/basket', undefined, { 'Fuser-Token': basket.token });
      const held = new Map<number, number>();
      for (const line of answer.body.products ?? [])
        held.set(line.productId, (held.get(line.productId) ?? 0) + line.quantity);
      basketsChecked += 1;
      for (const sizeId of new Set([...basket.acked.keys(), ...basket.unsure.keys()])) {
        const low = basket.acked.get(sizeId) ?? 0;
        const high = low + (basket.unsure.get(sizeId) ?? 0);
        const has = held.get(sizeId) ?? 0;
        if (has > high || has < low) basketsWrong += 1;
      }
    }

    const healthAfter = await Promise.all(cluster.instances.map((i) => send(i.url, 'GET', '/healthz')));
    const logs = cluster.instances.map((instance, n) =>
      fs.readFileSync(path.join(cluster.dir, `${instance.name}.log`), 'utf8').slice(logOffsets[n]),
    );
    const server = serverTimes(logs.join('\n'));
    console.log(
      `\n[bench] ${PRODUCTS} products, ${SHOPPERS} shoppers (pause ${THINK_MS ? `${THINK_MS / 2}–${(THINK_MS * 3) / 2} ms` : 'none: closed loop'}), ${elapsed.toFixed(0)} s, 2 instances`,
    );
    console.log(`requests: ${samples.length} (${(samples.length / elapsed).toFixed(1)} req/s)`);
    console.log('kind     count   client p50/p95/p99 ms     server p50/p95 ms   errors (in kill window)');
    for (const kind of KINDS) {
      const of = samples.filter((s) => s.kind === kind);
      const ms = of.map((s) => s.ms);
      const errors = of.filter((s) => !s.ok);
      const inWindow = errors.filter(
        (s) =>
          killAt &&
          s.at >= killAt &&
          s.at <= killAt + KILL_WINDOW_MS + 15_000 &&
          s.at - s.ms <= killAt + KILL_WINDOW_MS,
      );
      const serverOf = server.byKind.get(kind) ?? [];
      console.log(
        `${kind.padEnd(8)} ${String(of.length).padStart(5)}   ${[50, 95, 99]
          .map((p) => percentile(ms, p).toFixed(0))
          .join('/')
          .padEnd(22)}` +
          `${[50, 95]
            .map((p) => percentile(serverOf, p).toFixed(1))
            .join('/')
            .padEnd(20)}${errors.length} (${inWindow.length})`,
      );
    }
    const afterOrder = afterStockChange(samples, acked);
    console.log(
      `catalogue within ${AFTER_ORDER_MS} ms after an order's acknowledgement (its stock patch in both instances) vs the rest, client p50/p95 ms: ` +
        `${afterOrder.near.length} requests ${percentile(afterOrder.near, 50).toFixed(0)}/${percentile(afterOrder.near, 95).toFixed(0)}, ` +
        `${afterOrder.far.length} requests ${percentile(afterOrder.far, 50).toFixed(0)}/${percentile(afterOrder.far, 95).toFixed(0)}`,
    );
    console.log('catalogue by filter (server ms)   count   p50/p95/max');
    for (const [name, ms] of [...server.catalogByFilter].sort()) {
      console.log(
        `  ${name.padEnd(30)} ${String(ms.length).padStart(6)}   ${[50, 95, 100]
          .map((p) => percentile(ms, p).toFixed(1))
          .join('/')}`,
      );
    }
    cluster.instances.forEach((instance, n) => {
      const requests = logs[n].match(REQUEST_LINE)?.length ?? 0;
      const cpu = cpuAfter[n] - cpuBefore[n];
      const gc = gcPauses(logs[n]);
      console.log(
        `${instance.name}: ` +
          (instance === first && KILL
            ? 'CPU not comparable (restarted)'
            : `CPU ${(cpu / 1000).toFixed(1)} s for ${requests} requests (${(cpu / Math.max(1, requests)).toFixed(1)} ms each)`) +
          (gc.count ? `; GC ${gc.count} pauses, ${gc.ms.toFixed(0)} ms (${gc.detail})` : ''),
      );
    });
    cluster.instances.forEach((instance, n) => {
      const before = healthBefore[n].body.catalogIndex;
      const after = healthAfter[n].body.catalogIndex;
      const restarted =
        instance === first && KILL
          ? ' (restarted: counts since its restart, its start-up build included)'
          : '';
      console.log(
        `${instance.name}: full index builds during the run ${after.fullBuilds - (instance === first && KILL ? 0 : before.fullBuilds)}, stock-only updates ${after.stockUpdates - (instance === first && KILL ? 0 : before.stockUpdates)}${restarted}`,
      );
    });
    console.log(
      `facet lag (order acknowledged → both instances' facets): ${lags.length} orders, p50 ${percentile(lags, 50)} ms, p95 ${percentile(lags, 95)} ms, max ${Math.max(...lags)} ms`,
    );
    console.log(
      `facet lag of orders around the kill (until the restarted instance had caught up): ${lagsAcrossKill.length} orders, max ${lagsAcrossKill.length ? Math.max(...lagsAcrossKill) : 0} ms`,
    );
    console.log(`orders acknowledged: ${acked.length}, found in the database: ${found}`);
    console.log(`baskets checked: ${basketsChecked}, with a lost or extra change: ${basketsWrong}`);
  } finally {
    await db.end();
    await cluster.stop();
  }
}

/** How long after an order's acknowledgement a catalogue request counts as "right after a stock change". */
const AFTER_ORDER_MS = 1_000;

/**
 * The shoppers' catalogue requests split by when they started: within AFTER_ORDER_MS after an
 * order was acknowledged (when both instances apply its stock change and drop what they kept
 * for the previous stock), or at any other time. A tail that sits in the first group is the
 * stock change's; one spread over both is not.
 */
function afterStockChange(all: readonly Sample[], orders: readonly { at: number }[]) {
  const near: number[] = [];
  const far: number[] = [];
  for (const sample of all) {
    if (sample.kind !== 'catalog') continue;
    const start = sample.at - sample.ms;
    const close = orders.some((order) => start >= order.at && start - order.at < AFTER_ORDER_MS);
    (close ? near : far).push(sample.ms);
  }
  return { near, far };
}

/** The instances' request log lines (server/index.ts), as server time per kind and per catalogue filter. */
function serverTimes(text: string) {
  const byKind = new Map<Kind, number[]>();
  const catalogByFilter = new Map<string, number[]>();
  const add = <K>(map: Map<K, number[]>, key: K, ms: number) => {
    if (!map.has(key)) map.set(key, []);
    map.get(key)!.push(ms);
  };
  for (const line of text.split('\n')) {
    const m = /^(GET|POST) (\S+) \d+ \S+ - ([\d.]+) ms$/.exec(line);
    if (!m) continue;
    const [url, ms] = [m[2], Number(m[3])];
    const tag = /[?&]bench=(\w+)/.exec(url)?.[1];
    if (url.startsWith('/api/catalog')) add(catalogByFilter, tag ?? 'untagged', ms);
    // The facet-lag probes are the bench's own polling, not shoppers: listed by filter only.
    if (tag === 'probe') continue;
    const kind: Kind | null = url.startsWith('/api/catalog')
      ? 'catalog'
      : url.startsWith('/api/products/')
        ? 'product'
        : url.startsWith('/api/search')
          ? 'search'
          : url.startsWith('/api/basket/add')
            ? 'basket'
            : url === '/api/order'
              ? 'order'
              : null;
    if (kind) add(byKind, kind, ms);
  }
  return { byKind, catalogByFilter };
}

const REQUEST_LINE = /^(GET|POST) \S+ \d+ \S+ - [\d.]+ ms$/gm;

/** Pauses of `--trace-gc` lines in a log, summed by kind (Scavenge, Mark-Compact …). */
function gcPauses(text: string): { count: number; ms: number; detail: string } {
  const byType = new Map<string, { count: number; ms: number }>();
  for (const m of text.matchAll(/ms: ([A-Za-z-]+(?: \(reduce\))?) [^,]*, ([\d.]+) \/ [\d.]+ ms/g)) {
    const entry = byType.get(m[1]) ?? { count: 0, ms: 0 };
    entry.count += 1;
    entry.ms += Number(m[2]);
    byType.set(m[1], entry);
  }
  const all = [...byType.values()];
  return {
    count: all.reduce((n, e) => n + e.count, 0),
    ms: all.reduce((n, e) => n + e.ms, 0),
    detail: [...byType].map(([type, e]) => `${type} ${e.count}× ${e.ms.toFixed(0)} ms`).join(', '),
  };
}

await main();
