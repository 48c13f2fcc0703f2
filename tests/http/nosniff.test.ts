// Every API answer, success or refusal, tells the browser not to guess its type
// (X-Content-Type-Options: nosniff), so JSON can never be run as a script or shown as a page.
// Pages carry it from app/entry.server.tsx, static files from the server: once each.
import { describe, expect, inject, test } from 'vitest';

const baseUrl = inject('baseUrl');

const answers: { name: string; path: string; init?: RequestInit; status: number }[] = [
  { name: 'the city list', path: '/api/location/cities/', status: 200 },
  { name: 'city detection', path: '/api/location/detect/', status: 200 },
  { name: 'the catalogue', path: '/api/catalog/?path=%2Fcatalog%2F', status: 200 },
  { name: 'a refused query', path: '/api/banners/', status: 400 },
  { name: 'a call without a token', path: '/api/user/current/', status: 401 },
  {
    name: 'a bad token',
    path: '/api/order/list/',
    init: { headers: { Authorization: 'Bearer x' } },
    status: 401,
  },
  { name: 'a wrong method', path: '/api/fuser', status: 405 },
  { name: 'an unknown API path', path: '/api/no-such-call/', status: 404 },
  {
    name: 'malformed JSON',
    path: '/api/auth/code',
    init: { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{' },
    status: 400,
  },
  {
    name: 'a POST from another site',
    path: '/api/fuser',
    init: { method: 'POST', headers: { Origin: 'https://evil.example' } },
    status: 403,
  },
  { name: 'the health check', path: '/healthz', status: 200 },
];

describe('X-Content-Type-Options: nosniff', () => {
  test.each(answers)('on $name ($status)', async ({ path, init, status }) => {
    const response = await fetch(`${baseUrl}${path}`, init);
    await response.arrayBuffer();
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('once on a page and on a static file', async () => {
    const page = await fetch(`${baseUrl}/`, { headers: { 'X-Forwarded-For': '95.173.136.70' } });
    const html = await page.text();
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    const script = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${baseUrl}${script}`);
    await asset.arrayBuffer();
    expect(asset.status).toBe(200);
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('the server does what remix-serve did', () => {
  test('compresses pages and does not name itself', async () => {
    const page = await fetch(`${baseUrl}/`, { headers: { 'Accept-Encoding': 'gzip' } });
    await page.arrayBuffer();
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(page.headers.get('x-powered-by')).toBeNull();
  });

  test('serves public files for an hour', async () => {
    const icon = await fetch(`${baseUrl}/favicon.svg`);
    expect((await icon.text()).length).toBeGreaterThan(0);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
  });
});
