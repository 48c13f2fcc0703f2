// What a page view asks the database (a cookie-less one, then a returning shopper's), counted at the database client
// (tests/setup/statement-log.js logs every statement PGlite is sent). The origin's page cache
// asks the catalogue's state before it looks for a copy; the render of a miss reads the
// catalogue again through its in-process API calls. Both run in the page view's one read scope
// (server/index.ts), so the pulse is asked once: a miss costs the database what the same render
// costs on a server without the cache, and a hit costs the pulse alone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BROWSER_UA, returningCookies } from '../../scripts/returning-shopper';
import { type RunningServer, startServer } from '../setup/server';

/** The catalogue's pulse (stock-log.queries.server.ts): its version and the stock log past a cursor. */
const PULSE = /FROM catalog_state WHERE id = 1\).*FROM stock_changes/s;
// Work the server does in background jobs (message delivery, refund retries, pickup holds,
// the job queue's own table), which may land inside a measured request.
const BACKGROUND = /\b(messages|refunds?|payments|pickup_holds?|orders|background_jobs)\b/;

interface Logged {
  server: RunningServer;
  log: string;
}

async function start(env: Record<string, string>): Promise<Logged> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-statements-'));
  const log = path.join(dir, 'statements.jsonl');
  fs.writeFileSync(log, '');
  const server = await startServer({
    dataDir: path.join(dir, 'data'),
    env: { STATEMENT_LOG: log, ...env },
    nodeArgs: ['--import', './tests/setup/statement-log.js'],
  });
  return { server, log };
}

/** The statements the server sent while answering a GET of `address` (body read), cookie-less unless `headers` say. */
async function statementsOf(
  { server, log }: Logged,
  address: string,
  headers: Record<string, string> = {},
): Promise<string[]> {
  const from = fs.statSync(log).size;
  const answer = await fetch(`${server.baseUrl}${address}`, {
    headers: { 'Accept-Encoding': 'identity', ...headers },
  });
  expect(answer.status, address).toBe(200);
  await answer.arrayBuffer();
  const appended = fs.readFileSync(log).subarray(from).toString('utf8');
  return appended
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { sql: string }).sql)
    .filter((sql) => !BACKGROUND.test(sql));
}

const pulses = (statements: string[]) => statements.filter((sql) => PULSE.test(sql)).length;

let probes = 0;
/** An address no request has asked for yet (the pages ignore the query). */
const fresh = (pagePath: string) => `${pagePath}?probe=${process.pid}-${Date.now()}-${++probes}`;

describe('the statements of a cookie-less page view', () => {
  let cached: Logged;
  let uncached: Logged;

  beforeAll(async () => {
    [cached, uncached] = await Promise.all([start({}), start({ PAGE_CACHE_BYTES: '0' })]);
  }, 240_000);

  afterAll(async () => {
    await Promise.all([cached?.server.stop(), uncached?.server.stop()]);
    for (const { log } of [cached, uncached].filter(Boolean))
      fs.rmSync(path.dirname(log), { recursive: true, force: true });
  });

  /** A miss of `pagePath` on the cached server and the same render on the uncached one. */
  async function missAndRender(pagePath: string) {
    // The first views build what each process keeps (the catalogue index, kept answers).
    for (const server of [cached, uncached]) {
      await statementsOf(server, fresh(pagePath));
      await statementsOf(server, fresh(pagePath));
    }
    const miss = await statementsOf(cached, fresh(pagePath));
    const render = await statementsOf(uncached, fresh(pagePath));
    console.log(
      `[statements] ${pagePath}: cookie-less miss ${miss.length}, the render alone ${render.length}`,
    );
    return { miss, render };
  }

  const withoutPulse = (statements: string[]) => statements.filter((sql) => !PULSE.test(sql)).sort();

  test('a miss of a catalogue page asks the pulse once, as the render alone does', async () => {
    const { miss, render } = await missAndRender('/catalog/man/obuv/krossovki/');
    expect(pulses(render), 'the render reads the catalogue').toBe(1);
    expect(pulses(miss), 'the cache and the render share one look at the catalogue').toBe(1);
    expect(miss.length).toBe(render.length);
    expect(withoutPulse(miss)).toEqual(withoutPulse(render));
  });

  test('a miss of the home page asks what the render asks, and the pulse once', async () => {
    const { miss, render } = await missAndRender('/');
    expect(pulses(miss)).toBe(1);
    expect(withoutPulse(miss)).toEqual(withoutPulse(render));
  });

  test('a hit asks the pulse alone', async () => {
    const address = fresh('/catalog/man/obuv/krossovki/');
    await statementsOf(cached, address);
    const hit = await statementsOf(cached, address);
    expect(hit).toHaveLength(1);
    expect(pulses(hit)).toBe(1);
  });
});

// A returning shopper (a guest with a city, a basket and recently viewed products, as
// scripts/returning-shopper.ts makes one) is always rendered. What each warm view asks, by
// name, so a statement that comes back is seen: the guest's row, the catalogue's pulse (the
// kept answers' tag), the header's basket lines (basket_items alone, docs/decisions/0171-returning-view-api.md)
// and, on a product page, the city's delivery row, the recorded view and the pulse its write asks.
describe('the statements of a returning shopper’s page view', () => {
  let logged: Logged;
  let cookie: string;
  const GUEST = /from "fusers" where/;
  const HEADER = /^select "size_id", "quantity", "delay" from "basket_items" where/;
  const CITY = /from "cities" left join "delivery_regions"/;
  const VIEW = /INSERT INTO "recently_viewed"/;

  beforeAll(async () => {
    logged = await start({ PAGE_CACHE_BYTES: '0' });
    const listing = await (await fetch(`${logged.server.baseUrl}/catalog/man/obuv/krossovki/`)).text();
    const product = /href="(\/product\/[^"]+)"/.exec(listing)![1];
    cookie = await returningCookies(logged.server.baseUrl, product);
    productPath = product;
  }, 240_000);
  let productPath = '';

  afterAll(async () => {
    await logged?.server.stop();
    if (logged) fs.rmSync(path.dirname(logged.log), { recursive: true, force: true });
  });

  /** The statements of the third view of `pagePath` (the first ones build what the process keeps). */
  async function warmView(pagePath: string): Promise<string[]> {
    const headers = { Cookie: cookie, 'User-Agent': BROWSER_UA };
    await statementsOf(logged, pagePath, headers);
    await statementsOf(logged, pagePath, headers);
    const statements = await statementsOf(logged, pagePath, headers);
    console.log(`[statements] ${pagePath}, returning: ${statements.length}`);
    return statements;
  }

  const kinds = (statements: string[]) =>
    statements
      .map((sql) =>
        GUEST.test(sql)
          ? 'guest'
          : PULSE.test(sql)
            ? 'pulse'
            : HEADER.test(sql)
              ? 'basket header'
              : CITY.test(sql)
                ? 'city'
                : VIEW.test(sql)
                  ? 'recorded view'
                  : sql,
      )
      .sort();

  test('a catalogue page: the guest, the pulse and the basket lines', async () => {
    expect(kinds(await warmView('/catalog/man/obuv/krossovki/'))).toEqual([
      'basket header',
      'guest',
      'pulse',
    ]);
  });

  test('the home page: the guest and the basket lines', async () => {
    expect(kinds(await warmView('/'))).toEqual(['basket header', 'guest']);
  });

  test('a product page: also the city, the recorded view and the pulse of its write', async () => {
    expect(kinds(await warmView(productPath))).toEqual([
      'basket header',
      'city',
      'guest',
      'pulse',
      'pulse',
      'recorded view',
    ]);
  });
});
