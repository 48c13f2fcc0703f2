// GET /metrics (docs/decisions/0083-metrics.md) as Prometheus and an operator meet it, on a server of
// its own: the names are there, they move with what the shop does (pages, the page cache, the
// outbox, 1С imports, the catalogue index), a scanner's made-up paths add no route labels, and
// only this machine reads it without the token. "Another machine" is this machine's own
// non-loopback address: the server sees that address on the socket, as it would a neighbour's.
import fs from 'node:fs';
import os from 'node:os';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, inject, test } from 'vitest';
import { randomIp } from '../mocks/sms-sign-in';
import { addUnits, call, contacts, guest, placeOrder, stockedSizes } from './basket.kit';
import { EXCHANGE_ENV, exchangeFiles, fixture } from './exchange-1c.kit';
import { ownServer } from './own-server.kit';

const TOKEN = `metrics-${randomUUID()}`;
const server = ownServer('metrics', {
  ...EXCHANGE_ENV,
  METRICS_TOKEN: TOKEN,
  // Letters go to a mail server that is not there: each stays in the outbox, waiting for a retry.
  MAIL_PROVIDER: 'smtp',
  SMTP_URL: 'smtp://127.0.0.1:9',
  MAIL_FROM: 'shop@example.ru',
});
/** The shared test server: no METRICS_TOKEN. */
const sharedBaseUrl = inject('baseUrl');

/** This machine's first non-loopback IPv4 address, if it has one. */
const outsideAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((ip) => ip?.family === 'IPv4' && !ip.internal)?.address;
/** The same server reached over that address instead of 127.0.0.1. */
const fromOutside = (baseUrl: string) => baseUrl.replace('127.0.0.1', outsideAddress!);

async function scrape(baseUrl: string, headers: Record<string, string> = {}) {
  const answer = await fetch(`${baseUrl}/metrics`, { headers });
  return { status: answer.status, headers: answer.headers, text: await answer.text() };
}

/** The exposition of the suite's server, asked from this machine. */
async function metrics(): Promise<string> {
  const answer = await scrape(server().baseUrl);
  expect(answer.status).toBe(200);
  return answer.text;
}

type Labels = Record<string, string>;

/** Every sample of `text`: metric name, labels, value. */
function samples(text: string): { name: string; labels: Labels; value: number }[] {
  const found = [];
  for (const line of text.split('\n')) {
    const parsed = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!parsed) continue;
    const labels = Object.fromEntries(
      [...(parsed[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key, value]),
    );
    found.push({ name: parsed[1], labels, value: Number(parsed[3]) });
  }
  return found;
}

/** The sum of `name`'s samples whose labels include `labels`. */
function valueOf(text: string, name: string, labels: Labels = {}): number {
  return samples(text)
    .filter((s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value))
    .reduce((sum, s) => sum + s.value, 0);
}

/** Scrapes until `name` (with `labels`) exceeds `above`; its value then. */
async function waitAbove(name: string, labels: Labels, above: number, timeoutMs = 30_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = valueOf(await metrics(), name, labels);
    if (value > above || Date.now() > deadline) return value;
    await sleep(250);
  }
}

const page = async (baseUrl: string, path: string) => {
  const answer = await fetch(`${baseUrl}${path}`, { redirect: 'manual' });
  await answer.arrayBuffer();
  return answer.status;
};

describe('the exposition', () => {
  test('is Prometheus text with the shop’s metrics and the process’s, never cached', async () => {
    const answer = await scrape(server().baseUrl);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const declared = new Set([...answer.text.matchAll(/^# TYPE (\S+) (\w+)$/gm)].map(([, name]) => name));
    for (const name of [
      'shop_http_request_duration_seconds',
      'shop_page_cache_hits_total',
      'shop_page_cache_misses_total',
      'shop_catalog_index_build_duration_seconds',
      'shop_catalog_index_stock_updates_total',
      'shop_exchange_import_duration_seconds',
      'shop_job_duration_seconds',
      'shop_job_backlog',
      'shop_outbox_messages_waiting',
      'shop_outbox_oldest_waiting_seconds',
      'shop_db_connections',
      'shop_db_waiting_calls',
      'shop_db_busy_seconds_total',
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
    ])
      expect(declared, name).toContain(name);
    // The first build of the index, awaited at the start, is counted.
    expect(valueOf(answer.text, 'shop_catalog_index_build_duration_seconds_count')).toBeGreaterThanOrEqual(1);
    // The embedded database is one connection, and it has been busy.
    const text = await metrics();
    expect(valueOf(text, 'shop_db_connections', { engine: 'pglite' })).toBe(1);
    expect(valueOf(text, 'shop_db_busy_seconds_total')).toBeGreaterThan(0);

    // A second scrape is answered afresh (no Age: not a page-cache copy), and neither the
    // request log nor the sitemap knows /metrics.
    const again = await scrape(server().baseUrl);
    expect(again.headers.get('age')).toBeNull();
    expect(again.text).not.toBe(answer.text);
    expect(fs.readFileSync(server().logFile, 'utf8')).not.toMatch(/\/metrics\b/);
    const sitemap = await fetch(`${server().baseUrl}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(await sitemap.text()).not.toContain('/metrics');
  });
});

describe('metrics move with the shop', () => {
  test('a catalogue page viewed twice: its route’s count grows by two, the page cache has a hit', async () => {
    const route = { route: 'routes/catalog.$', method: 'GET', code: '200' };
    const before = await metrics();
    for (let i = 0; i < 2; i++)
      expect(await page(server().baseUrl, '/catalog/man/obuv/krossovki/')).toBe(200);
    const after = await metrics();
    const count = 'shop_http_request_duration_seconds_count';
    expect(valueOf(after, count, route) - valueOf(before, count, route)).toBe(2);
    expect(valueOf(after, 'shop_page_cache_hits_total')).toBeGreaterThan(
      valueOf(before, 'shop_page_cache_hits_total'),
    );
    // Answers outside the app count too, under fixed names.
    expect(await page(server().baseUrl, '/favicon.ico')).toBe(200);
    expect(valueOf(await metrics(), count, { route: 'static' })).toBeGreaterThan(0);
  });

  test('a letter put in the outbox: the backlog gauge grows', async () => {
    const before = valueOf(await metrics(), 'shop_outbox_messages_waiting');
    const subscribed = await fetch(`${server().baseUrl}/api/mindbox/customer/subscribe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': randomIp() },
      body: JSON.stringify({ email: `metrics.${randomUUID().slice(0, 8)}@example.ru` }),
    });
    expect(subscribed.status).toBe(200);
    const text = await metrics();
    expect(valueOf(text, 'shop_outbox_messages_waiting')).toBe(before + 1);
    expect(valueOf(text, 'shop_outbox_oldest_waiting_seconds')).toBeGreaterThanOrEqual(0);
  });

  test('the outbox’s delivery runs as a job: its runs count by queue, and each queue’s backlog shows', async () => {
    const labels = { queue: 'messages-deliver', outcome: 'completed' };
    const before = valueOf(await metrics(), 'shop_job_duration_seconds_count', labels);
    // A subscribe writes a letter and kicks the delivery job (the letter itself then waits for
    // its retry: the mail server is not there, which fails the letter, not the job).
    const subscribed = await fetch(`${server().baseUrl}/api/mindbox/customer/subscribe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': randomIp() },
      body: JSON.stringify({ email: `jobs.${randomUUID().slice(0, 8)}@example.ru` }),
    });
    expect(subscribed.status).toBe(200);
    expect(await waitAbove('shop_job_duration_seconds_count', labels, before)).toBeGreaterThan(before);
    const backlog = samples(await metrics()).filter((s) => s.name === 'shop_job_backlog');
    const queues = new Set(backlog.map((s) => s.labels.queue));
    for (const queue of ['messages-deliver', 'pickup-holds', 'refund-retries', 'exchange-import'])
      expect(queues).toContain(queue);
    expect(valueOf(await metrics(), 'shop_job_backlog', { queue: 'pickup-holds', state: 'failed' })).toBe(0);
  });

  test('an order takes stock: the catalogue index applies a stock update', async () => {
    const name = 'shop_catalog_index_stock_updates_total';
    const before = valueOf(await metrics(), name);
    const [size] = await stockedSizes(server().baseUrl, 1, { count: 1, minQuantity: 2 });
    const buyer = await guest(server().baseUrl);
    await addUnits(server().baseUrl, buyer, size.sizeId);
    const placed = await placeOrder(server().baseUrl, buyer, {
      ...contacts(),
      deliveryType: 'courier',
      address: 'Москва, ул. Покровка, д. 2',
      paymentMethod: 'on_receipt',
    });
    expect(placed.status).toBe(201);
    // The next look at the catalogue patches the taken stock into the index.
    await call(server().baseUrl, 'POST', '/api/catalog/', { body: { path: '/catalog/', page: 1 } });
    expect(await waitAbove(name, {}, before)).toBeGreaterThan(before);
  });

  test('1С imports count by outcome, and the changed catalogue is rebuilt', async () => {
    const runs = 'shop_exchange_import_duration_seconds_count';
    const builds = 'shop_catalog_index_build_duration_seconds_count';
    const before = await metrics();
    const [done] = await exchangeFiles(
      server().baseUrl,
      [{ name: 'import.xml', bytes: fixture('import.xml') }],
      ['import.xml'],
    );
    expect(done[0]).toBe('success');
    const [failed] = await exchangeFiles(
      server().baseUrl,
      [{ name: 'import.xml', bytes: fixture('import-broken.xml') }],
      ['import.xml'],
    );
    expect(failed[0]).toBe('failure');
    const after = await metrics();
    expect(valueOf(after, runs, { outcome: 'done' }) - valueOf(before, runs, { outcome: 'done' })).toBe(1);
    expect(valueOf(after, runs, { outcome: 'failed' }) - valueOf(before, runs, { outcome: 'failed' })).toBe(
      1,
    );
    // A request after the import sees the catalogue moved; the index is rebuilt behind it.
    await call(server().baseUrl, 'POST', '/api/catalog/', { body: { path: '/catalog/', page: 1 } });
    expect(await waitAbove(builds, {}, valueOf(before, builds))).toBeGreaterThan(valueOf(before, builds));
  }, 120_000);

  test('50 made-up paths add no route label of their own', async () => {
    const routesOf = (text: string) =>
      new Set(
        samples(text)
          .filter((s) => s.name === 'shop_http_request_duration_seconds_count')
          .map((s) => s.labels.route),
      );
    const before = routesOf(await metrics());
    for (let i = 0; i < 50; i++) await page(server().baseUrl, `/${randomUUID()}/${randomUUID().slice(0, 8)}`);
    // And a path with a broken escape, as scanners send.
    await page(server().baseUrl, '/blog/%ff');
    const after = routesOf(await metrics());
    const added = [...after].filter((route) => !before.has(route));
    // At most the catch-all 404 route and `malformed`, if nothing had hit them yet.
    expect(added.length).toBeLessThanOrEqual(2);
    expect(after).toContain('malformed');
    for (const route of after) expect(route).not.toMatch(/[0-9a-f]{8}-/);
    expect(after).toContain('routes/$');
  });
});

describe.skipIf(!outsideAddress)('who may read it', () => {
  test('this machine reads it without credentials; a request a proxy relayed does not', async () => {
    expect((await scrape(server().baseUrl)).status).toBe(200);
    const relayed = await scrape(server().baseUrl, { 'X-Forwarded-For': '203.0.113.7' });
    expect(relayed.status).toBe(401);
    expect(
      (await scrape(server().baseUrl, { 'X-Forwarded-For': '203.0.113.7', Authorization: `Bearer ${TOKEN}` }))
        .status,
    ).toBe(200);
  });

  test('another machine needs the token: none or a wrong one is refused with 401 and a JSON body', async () => {
    const outside = fromOutside(server().baseUrl);
    const asks: Record<string, string>[] = [
      {},
      { Authorization: 'Bearer wrong-token' },
      { Authorization: `Basic ${TOKEN}` },
    ];
    for (const headers of asks) {
      const refused = await scrape(outside, headers);
      expect(refused.status).toBe(401);
      expect(refused.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(JSON.parse(refused.text)).toMatchObject({ success: false });
    }
    const allowed = await scrape(outside, { Authorization: `Bearer ${TOKEN}` });
    expect(allowed.status).toBe(200);
    expect(allowed.text).toContain('# TYPE shop_http_request_duration_seconds histogram');
  });

  test('without METRICS_TOKEN it does not exist for another machine (404), and is open on this one', async () => {
    expect((await scrape(fromOutside(sharedBaseUrl))).status).toBe(404);
    expect((await scrape(fromOutside(sharedBaseUrl), { Authorization: 'Bearer anything' })).status).toBe(404);
    expect((await scrape(sharedBaseUrl)).status).toBe(200);
  });
});
