// docs/product.md#attribution-and-analytics: the Metrica counter and the statistics beacon are off without their variables (no
// origin of theirs in the Content-Security-Policy, nothing of theirs in the page's data) and on
// with them: a server of this suite's own starts with the three variables set.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { type RunningServer, startServer } from '../setup/server';

const COUNTER = '98765432';
const BEACON_URL = 'https://stats.example.test/collect';
const BEACON_KEY = 'public-test-key';

async function page(baseUrl: string, pathname: string) {
  const response = await fetch(`${baseUrl}${pathname}`, { headers: { 'X-Forwarded-For': '198.51.100.12' } });
  const html = await response.text();
  const csp = response.headers.get('Content-Security-Policy') ?? '';
  const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
  return { status: response.status, html, directive };
}

describe('without YANDEX_METRIKA_ID and STATS_BEACON_*', () => {
  test('no Metrica or beacon origin is allowed and none reaches the page', async () => {
    const { status, html, directive } = await page(inject('baseUrl'), '/');
    expect(status).toBe(200);
    for (const name of ['script-src', 'connect-src', 'img-src', 'frame-src'])
      expect(directive(name)).not.toContain('mc.yandex.ru');
    expect(directive('connect-src')).not.toContain('stats.example.test');
    expect(html).not.toContain('mc.yandex.ru');
  });
});

describe('with the counter and the beacon configured', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'analytics-config-')),
      env: { YANDEX_METRIKA_ID: COUNTER, STATS_BEACON_URL: BEACON_URL, STATS_BEACON_KEY: BEACON_KEY },
    });
  }, 180_000);
  afterAll(() => server?.stop());

  test.each(['/', '/catalog/', '/cart/'])(
    '%s allows Metrica and the beacon and carries their public settings',
    async (pathname) => {
      const { status, html, directive } = await page(server.baseUrl, pathname);
      expect(status).toBe(200);
      expect(directive('script-src')).toContain('https://mc.yandex.ru');
      expect(directive('img-src')).toContain('https://mc.yandex.ru');
      expect(directive('connect-src')).toContain('https://mc.yandex.ru');
      expect(directive('connect-src')).toContain('https://stats.example.test');
      // The root data the browser starts the counter and the beacon from.
      expect(html).toContain(COUNTER);
      expect(html).toContain(BEACON_URL);
      expect(html).toContain(BEACON_KEY);
    },
  );
});
