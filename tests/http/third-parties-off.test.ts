// docs/product.md#api-calls's third parties are off until their variables are set (docs/decisions/
// third-party-consent.md), and the Content-Security-Policy follows: the default server's pages
// allow no foreign origin but the payment page the order form leads to; the maps key lets the
// maps service in.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { type RunningServer, startServer } from '../setup/server';

const baseUrl = inject('baseUrl');

/** Every origin (scheme://host) a policy names, by directive. */
function foreignOrigins(policy: string): Map<string, string[]> {
  const byDirective = new Map<string, string[]>();
  for (const directive of policy.split(/;\s*/)) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    const origins = sources.filter((s) => /^https?:\/\//.test(s));
    if (origins.length > 0) byDirective.set(name, origins);
  }
  return byDirective;
}

async function policyOf(origin: string, pathname: string): Promise<string> {
  const response = await fetch(`${origin}${pathname}`, { headers: { Accept: 'text/html' } });
  await response.arrayBuffer();
  expect(response.status).toBe(200);
  return response.headers.get('content-security-policy') ?? '';
}

const PAGES = ['/', '/catalog/man/', '/cart', '/about/shops', '/?login=open'];

describe('with no third-party variables set', () => {
  test.each(PAGES)('%s allows only the payment page as a foreign origin', async (pathname) => {
    const policy = await policyOf(baseUrl, pathname);
    expect(policy).toContain("default-src 'self'");
    expect(Object.fromEntries(foreignOrigins(policy))).toEqual({
      'form-action': ['https://yoomoney.ru', 'https://*.yoomoney.ru'],
    });
    expect(policy).toContain("frame-src 'none'");
  });
});

describe('with YANDEX_MAPS_API_KEY set', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'third-parties-on-')),
      env: { YANDEX_MAPS_API_KEY: 'test-maps-key' },
    });
  }, 180_000);
  afterAll(() => server?.stop());

  test('the maps service may load its script, tiles and frames', async () => {
    const origins = foreignOrigins(await policyOf(server.baseUrl, '/about/shops'));
    for (const directive of ['script-src', 'img-src', 'connect-src', 'frame-src']) {
      expect(origins.get(directive), directive).toContain('https://api-maps.yandex.ru');
    }
    expect(origins.get('form-action')).toEqual(['https://yoomoney.ru', 'https://*.yoomoney.ru']);
  });
});
