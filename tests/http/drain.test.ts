// Liveness, readiness and the stop on SIGTERM (docs/decisions/0079-drain.md), on a server of its own:
// before the signal both checks answer 200; after it readiness answers 503 at once while the
// process still serves (each answer closing its connection) and liveness stays 200; then the
// process stops listening, closes its database and exits on its own.
import fs from 'node:fs';
import http from 'node:http';
import { describe, expect, inject, test } from 'vitest';
import { ownServer } from './own-server.kit';

const baseUrl = inject('baseUrl');

/** A GET over a fresh connection, with the raw headers (fetch hides Connection). */
function get(url: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
      .on('error', reject);
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

test('/healthz/live and /healthz/ready answer 200, uncached; /healthz means readiness', async () => {
  const [live, ready, legacy] = await Promise.all(
    ['/healthz/live', '/healthz/ready', '/healthz'].map((p) => fetch(`${baseUrl}${p}`)),
  );
  for (const answer of [live, ready, legacy]) {
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  }
  expect(await live.json()).toEqual({ status: 'ok' });
  const readiness = await ready.json();
  expect(readiness).toMatchObject({ status: 'ok', catalogIndex: { fullBuilds: expect.any(Number) } });
  expect(Object.keys(await legacy.json())).toEqual(Object.keys(readiness));
});

describe('SIGTERM', () => {
  // The default drain (SHUTDOWN_DRAIN_MS unset: 5 s), as a deployment has it.
  const own = ownServer('drain', { SHUTDOWN_DRAIN_MS: '' });

  test('turns readiness 503 at once, keeps serving while draining, then exits having closed the database', async () => {
    const server = own();
    expect((await get(`${server.baseUrl}/healthz/ready`)).status).toBe(200);
    process.kill(server.pid, 'SIGTERM');
    // The signal reaches the server's event loop asynchronously: a request sent in the same
    // instant may be taken first. "At once" is from the moment the server has taken the signal.
    for (let i = 0; i < 100 && !fs.readFileSync(server.logFile, 'utf8').includes('SIGTERM: draining'); i += 1)
      await new Promise((r) => setTimeout(r, 20));

    const ready = await get(`${server.baseUrl}/healthz/ready`);
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toEqual({ status: 'draining' });
    expect((await get(`${server.baseUrl}/healthz`)).status).toBe(503);
    const live = await get(`${server.baseUrl}/healthz/live`);
    expect(live.status).toBe(200);
    // A request the balancer still sends is answered, and its connection is not kept.
    const page = await get(`${server.baseUrl}/about/company`);
    expect(page.status).toBe(200);
    expect(page.headers.connection).toBe('close');

    // It exits by itself (the test waits at most a minute for that, no timing is asserted).
    for (let i = 0; i < 600 && alive(server.pid); i += 1) await new Promise((r) => setTimeout(r, 100));
    expect(alive(server.pid)).toBe(false);
    const log = fs.readFileSync(server.logFile, 'utf8');
    expect(log).toContain('[server] SIGTERM: draining');
    expect(log).toContain('[server] stopped');
    expect(log).not.toContain('exiting anyway');
  }, 90_000);
});
