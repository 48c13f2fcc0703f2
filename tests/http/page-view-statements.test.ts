// What a cookie-less page view asks the database, counted at the database client
// (tests/setup/statement-log.js logs every statement PGlite is sent). The origin's page cache
// asks the catalogue's state before it looks for a copy; the render of a miss reads the
// catalogue again through its in-process API calls. Both run in the page view's one read scope
// (server/index.ts), so the pulse is asked once: a miss costs the database what the same render
// costs on a server without the cache, and a hit costs the pulse alone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
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

/** The statements the server sent while answering a cookie-less GET of `address` (body read). */
async function statementsOf({ server, log }: Logged, address: string): Promise<string[]> {
  const from = fs.statSync(log).size;
  const answer = await fetch(`${server.baseUrl}${address}`, { headers: { 'Accept-Encoding': 'identity' } });
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
