// An answer given before the request's body was read (an old address's redirect, a page that
// takes no post, a body over the limit) must not leave its connection stuck in that body: the
// next request on the same kept-alive connection, as a browser or a load balancer sends it, is
// answered at once (docs/architecture.md#layers, the server), on the same connection.
import http from 'node:http';
import { afterAll, describe, expect, inject, test } from 'vitest';

const baseUrl = new URL(inject('baseUrl'));
// One connection, kept alive: the second request of a pair goes on the first one's socket.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
afterAll(() => agent.destroy());

interface Answer {
  status: number;
  connection: string | undefined;
}

/** A request on the shared connection; rejects when no answer comes within 5 s. */
function send(method: string, path: string, body?: string, type = 'application/json'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: baseUrl.hostname,
        port: baseUrl.port,
        method,
        path,
        agent,
        headers: body ? { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body) } : {},
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
        );
      },
    );
    request.setTimeout(5_000, () => request.destroy(new Error(`${method} ${path}: no answer in 5 s`)));
    request.on('error', reject);
    request.end(body);
  });
}

// Well over what a socket's buffers and a stream's high-water mark hold before the reader stops.
const BIG = JSON.stringify({ name: 'x'.repeat(200_000) });

describe('an answer given before its request body was read', () => {
  test.each([
    ['an old address with ?_data (redirected)', '/stock-alerts/unsubscribe/42?_data=routes%2Froot', 303],
    ['a page that takes no post', '/catalog/', 405],
    ['a body over the limit', '/resources/cart', 413],
  ])(
    '%s keeps its connection, and the next request on it is answered at once',
    async (_what, path, status) => {
      const early = await send('POST', path, BIG);
      expect(early.status).toBe(status);
      expect(early.connection).toBe('keep-alive');
      const next = await send('GET', '/healthz/live');
      expect(next.status).toBe(200);
    },
  );

  test('a post whose body the shop read keeps its connection too', async () => {
    // 'В корзину' without JavaScript: the action reads the form before it answers.
    const form = 'intent=add&productId=1&returnTo=%2F';
    const read = await send('POST', '/resources/cart', form, 'application/x-www-form-urlencoded');
    expect(read.status).toBe(303);
    expect(read.connection).toBe('keep-alive');
    expect((await send('GET', '/healthz/live')).status).toBe(200);
  });
});
