// The process's metrics for Prometheus (GET /metrics, server/metrics.ts; names and meanings in
// docs/decisions/0083-metrics.md). One registry per process, held on globalThis: server/index.ts
// reaches it through the build's entry module, and a development rebuild (a fresh copy of this
// module) must find the same registry, since a metric registered twice is an error and the
// counts must survive the rebuild.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { collectDatabaseGauges } from './database-gauges.server';
import { logger } from '~/utils/log.server';

const log = logger('metrics');

export type JobOutcome = 'completed' | 'failed';
export type JobBacklog = Array<{ queue: string; waiting: number; failed: number }>;
export type ImportOutcome = 'done' | 'failed' | 'stopped';

/** Request durations in seconds: from a cached page (a millisecond) to a slow import step. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function createMetrics() {
  const registry = new Registry();
  // Process and Node.js runtime: CPU, memory, handles, GC and the event loop's lag.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const shared = {
    /** Set by the job queue: how many jobs wait and failed per queue, asked at each scrape. */
    jobBacklogSource: null as null | (() => Promise<JobBacklog>),
  };
  const metrics = {
    registry,
    shared,
    httpDuration: new Histogram({
      name: 'shop_http_request_duration_seconds',
      help: 'Time from a request arriving to its answer finished, by route (Remix route id or a fixed name), method and status code',
      labelNames: ['route', 'method', 'code'] as const,
      buckets: DURATION_BUCKETS,
      registers,
    }),
    pageCacheHits: new Counter({
      name: 'shop_page_cache_hits_total',
      help: 'Page views answered from the origin page cache',
      registers,
    }),
    pageCacheMisses: new Counter({
      name: 'shop_page_cache_misses_total',
      help: 'Page views the origin page cache could take but had to render',
      registers,
    }),
    catalogBuilds: new Histogram({
      name: 'shop_catalog_index_build_duration_seconds',
      help: 'Full builds of the in-memory catalogue index and how long each took',
      buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
      registers,
    }),
    stockUpdates: new Counter({
      name: 'shop_catalog_index_stock_updates_total',
      help: 'Stock changes patched into the catalogue index without a rebuild',
      registers,
    }),
    importRuns: new Histogram({
      name: 'shop_exchange_import_duration_seconds',
      help: '1C package imports (staging and applying) by outcome: done, failed, stopped with the process',
      labelNames: ['outcome'] as const,
      buckets: [1, 5, 15, 60, 300, 900, 3600],
      registers,
    }),
    jobRuns: new Histogram({
      name: 'shop_job_duration_seconds',
      help: 'Background job runs by queue and outcome (completed, failed)',
      labelNames: ['queue', 'outcome'] as const,
      buckets: [0.01, 0.1, 0.5, 1, 5, 30, 120, 600],
      registers,
    }),
    jobBacklog: new Gauge({
      name: 'shop_job_backlog',
      help: 'Jobs by queue and state: waiting to run, or failed for good',
      labelNames: ['queue', 'state'] as const,
      registers,
      async collect() {
        const source = shared.jobBacklogSource;
        if (!source) return;
        const backlog = await source().catch((error: unknown) => {
          log.error({ err: error }, 'the job backlog could not be read');
          return null;
        });
        if (!backlog) return;
        this.reset();
        for (const { queue, waiting, failed } of backlog) {
          this.set({ queue, state: 'waiting' }, waiting);
          this.set({ queue, state: 'failed' }, failed);
        }
      },
    }),
  };
  collectDatabaseGauges(registry);
  return metrics;
}

type ShopMetrics = ReturnType<typeof createMetrics>;
const store = globalThis as typeof globalThis & { __shopMetrics?: ShopMetrics };

/** The process's metrics, made on first use. */
function shopMetrics(): ShopMetrics {
  return (store.__shopMetrics ??= createMetrics());
}

/** The exposition text and its Content-Type, for GET /metrics. */
export async function metricsExposition(): Promise<{ contentType: string; text: string }> {
  const { registry } = shopMetrics();
  return { contentType: registry.contentType, text: await registry.metrics() };
}

/** One answered request; `route` must come from a fixed set (never the raw path). */
export function observeHttpRequest(route: string, method: string, code: number, seconds: number): void {
  shopMetrics().httpDuration.observe({ route, method, code: String(code) }, seconds);
}

/** One page view the page cache could have answered: from a copy (hit) or rendered (miss). */
export function countPageCacheLookup(hit: boolean): void {
  const metrics = shopMetrics();
  (hit ? metrics.pageCacheHits : metrics.pageCacheMisses).inc();
}

export function recordCatalogIndexBuild(seconds: number): void {
  shopMetrics().catalogBuilds.observe(seconds);
}

export function countCatalogStockUpdate(): void {
  shopMetrics().stockUpdates.inc();
}

export function recordImportRun(outcome: ImportOutcome, seconds: number): void {
  shopMetrics().importRuns.observe({ outcome }, seconds);
}

/** For the job queue: one job ran, on `queue`, with this outcome, for this long. */
export function recordJobRun(queue: string, outcome: JobOutcome, seconds: number): void {
  shopMetrics().jobRuns.observe({ queue, outcome }, seconds);
}

/** For the job queue: where each scrape reads the waiting and failed jobs per queue. */
export function setJobBacklogSource(source: () => Promise<JobBacklog>): void {
  shopMetrics().shared.jobBacklogSource = source;
}
