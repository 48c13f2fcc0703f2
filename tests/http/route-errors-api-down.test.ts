// A failing API inside a route group: the product loader meets a 500 from the API, and the
// product group's boundary shows the general error screen (docs/product.md#overlays-and-other-screens: 'Что-то пошло не так!',
// 'Попробуй загрузить страницу еще раз.') with the header and footer still around it.
// The server's API_BASE_URL points at a small proxy that passes every call through to the
// server itself except the product card, which it answers with a 500.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { freePort, type RunningServer, startServer } from '../setup/server';
import { Shopper } from './cart-pages.kit';

let server: RunningServer;
let proxy: http.Server;

beforeAll(async () => {
  const port = await freePort();
  proxy = http.createServer((req, res) => {
    if (req.url?.startsWith('/api/products/')) {
      res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message: 'database is down' }));
      return;
    }
    const upstream = http.request(
      { host: '127.0.0.1', port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const proxyPort = (proxy.address() as AddressInfo).port;
  server = await startServer({
    port,
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'api-down-')),
    env: { API_BASE_URL: `http://127.0.0.1:${proxyPort}` },
  });
}, 180_000);
afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => proxy?.close(resolve));
});

test('a product page whose API call fails shows the general error within the layout', async () => {
  const response = await new Shopper(server.baseUrl).get('/product/any-product-code/');
  const html = await response.text();
  expect(response.status).toBe(500);
  expect(html).toContain('<title>Что-то пошло не так — Шаг</title>');
  expect(html).toContain('Что-то пошло не так!');
  expect(html).toContain('Попробуй загрузить страницу еще раз.');
  expect(html).not.toContain('database is down');
  expect(html).toMatch(/<header\b/);
  expect(html).toMatch(/<footer\b/);
});
