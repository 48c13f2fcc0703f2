// Production refuses to start while a demo stand-in would serve
// shoppers (one line per problem, exit 1); started with every stand-in replaced (by fake
// values nothing here ever calls) on an empty database it seeds the reference data only, has
// no test payment routes and no pickup points without СДЭК; `db:seed` refuses a database that
// holds orders unless --force. The demo (the shared test server) shows its mark on every page.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { openDatabase } from '~/commerce/db/client.server';
import { repoRoot } from '../setup/paths';
import { freePort, type RunningServer, startServer } from '../setup/server';
import { call } from './basket.kit';

const sharedUrl = inject('baseUrl');

/** Every stand-in replaced; the addresses point at a closed local port and are never asked. */
const PRODUCTION_ENV: Record<string, string> = {
  SHOP_MODE: 'production',
  PAYMENT_PROVIDER: 'yookassa',
  YOOKASSA_SHOP_ID: '100500',
  YOOKASSA_SECRET_KEY: 'test_not_a_key',
  YOOKASSA_API_URL: 'http://127.0.0.1:9/v3',
  SMS_PROVIDER: 'smsru',
  SMSRU_API_ID: 'not-an-api-id',
  SMSRU_TEST: '1',
  MAIL_PROVIDER: 'smtp',
  SMTP_URL: 'smtp://127.0.0.1:9',
  MAIL_FROM: 'Шаг <shop@example.test>',
  SESSION_SECRET: randomBytes(32).toString('base64url'),
  JWT_SECRET: randomBytes(32).toString('base64url'),
  OTP_PEPPER: randomBytes(32).toString('base64url'),
  CLIENT_ADDRESS_SECRET: randomBytes(32).toString('base64url'),
  PUBLIC_URL: 'https://shop.example.test',
};

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-mode-'));

/** Runs `args` with node in the repository with only `env` (and PATH) set; its exit code and output. */
function runNode(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** `node build/server.js` in production with `env` over nothing else; its refusal lines. */
async function refusalOf(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(scratch, 'refused-'));
  const { code, output } = await runNode(['build/server.js'], {
    SHOP_MODE: 'production',
    DATA_DIR: dataDir,
    PORT: String(await freePort()),
    ...env,
  });
  const lines = output
    .split('\n')
    .filter((line) => line.startsWith('[server] cannot start: '))
    .map((line) => line.slice('[server] cannot start: '.length));
  // Refused before anything was written: no generated secret, no database.
  expect(fs.readdirSync(dataDir)).toEqual([]);
  return { code, lines, output };
}

const without = (...names: string[]) =>
  Object.fromEntries(Object.entries(PRODUCTION_ENV).filter(([name]) => !names.includes(name)));

afterAll(() => {
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe('production refuses demo stand-ins', () => {
  test('with nothing set: one line for each stand-in, each secret and PUBLIC_URL, exit 1', async () => {
    const { code, lines } = await refusalOf({});
    expect(code).toBe(1);
    expect(lines).toEqual([
      'PAYMENT_PROVIDER is not set: shoppers would pay on the demo page; set PAYMENT_PROVIDER=yookassa with YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY',
      'SMS_PROVIDER is not set: sign-in codes would go to the log; set SMS_PROVIDER=smsru with SMSRU_API_ID',
      'MAIL_PROVIDER is not set: letters would stay in the outbox file; set MAIL_PROVIDER=smtp with SMTP_URL (or SMTP_HOST) and MAIL_FROM',
      ...['SESSION_SECRET', 'JWT_SECRET', 'OTP_PEPPER', 'CLIENT_ADDRESS_SECRET'].map(
        (name) =>
          `${name} is not set: production never generates secrets; give it a random value (openssl rand -base64 32)`,
      ),
      "PUBLIC_URL is not set: links in letters, SMS and payment returns need the shop's address, e.g. https://shop.example",
    ]);
  });

  test('the demo values named outright are refused too, and only they', async () => {
    const { code, lines } = await refusalOf({
      ...PRODUCTION_ENV,
      PAYMENT_PROVIDER: 'test',
      SMS_PROVIDER: 'console',
      MAIL_PROVIDER: 'outbox',
    });
    expect(code).toBe(1);
    expect(lines.map((line) => line.split(':')[0])).toEqual([
      'PAYMENT_PROVIDER is test',
      'SMS_PROVIDER is console',
      'MAIL_PROVIDER is outbox',
    ]);
  });

  test('one missing secret, a real provider without its keys, a PUBLIC_URL that is no address', async () => {
    const { code, lines } = await refusalOf({
      ...without('OTP_PEPPER', 'YOOKASSA_SECRET_KEY', 'SMSRU_API_ID'),
      PUBLIC_URL: 'shop.example.test',
    });
    expect(code).toBe(1);
    expect(lines).toEqual([
      'OTP_PEPPER is not set: production never generates secrets; give it a random value (openssl rand -base64 32)',
      "PUBLIC_URL is shop.example.test: give the shop's address, e.g. https://shop.example",
      'YOOKASSA_SECRET_KEY: required when PAYMENT_PROVIDER=yookassa',
      'SMSRU_API_ID: required when SMS_PROVIDER=smsru',
    ]);
  });

  test('a SHOP_MODE that is neither mode is refused', async () => {
    const { code, lines } = await refusalOf({ ...PRODUCTION_ENV, SHOP_MODE: 'staging' });
    expect(code).toBe(1);
    expect(lines).toEqual(['SHOP_MODE is staging: use demo or production']);
  });
});

describe('production with every stand-in replaced, on an empty database', () => {
  let server: RunningServer;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(scratch, 'production-'));
    server = await startServer({ dataDir, env: PRODUCTION_ENV, emptyDatabase: true });
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
  });

  test('it starts, generates no secret, and its pages show no demo mark', async () => {
    expect(fs.existsSync(path.join(dataDir, 'secrets.json'))).toBe(false);
    // Pages over tables the production seed leaves empty (goods, shops, news) still answer.
    for (const page of ['/', '/catalog/', '/delivery/', '/about/shops', '/about/news/', '/search/?q=кеды']) {
      const answer = await fetch(`${server.baseUrl}${page}`);
      expect(answer.status, page).toBe(200);
      const html = await answer.text();
      expect(html).not.toContain('data-demo-mark');
      expect(html).not.toContain('Демо-магазин');
    }
  });

  test('the test payment routes answer 404 like any unknown path', async () => {
    const unknown = await call(server.baseUrl, 'POST', '/api/payments/nothing/1/confirm', { body: {} });
    const confirm = await call(server.baseUrl, 'POST', '/api/payments/test/1/confirm', {
      body: { outcome: 'succeeded' },
    });
    expect(unknown.status).toBe(404);
    expect(confirm).toMatchObject({ status: 404, body: unknown.body });
    expect((await fetch(`${server.baseUrl}/order/pay/1`)).status).toBe(404);
  });

  test('without СДЭК’s keys no pickup points are offered', async () => {
    const points = await call(server.baseUrl, 'GET', '/api/delivery/pickup-points?cityId=216');
    expect(points).toMatchObject({ status: 200, body: { enabled: false, points: [], tariff: null } });
  });

  test('the seed wrote the reference data and nothing of the demo; db:seed then refuses its orders without --force', async () => {
    await server.stop({ keepData: true });
    const handle = await openDatabase({ directory: path.join(dataDir, 'pglite') });
    const count = async (table: string) => {
      const rows = await handle.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`,
      );
      return Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n);
    };
    try {
      for (const table of ['products', 'product_colors', 'brands', 'shops', 'promo_codes', 'banners', 'news'])
        expect(await count(table), table).toBe(0);
      for (const table of ['cities', 'catalog_sections', 'content_pages', 'faq_items', 'redirects'])
        expect(await count(table), table).toBeGreaterThan(0);
      // An order, as a live shop would have by the time someone runs db:seed against it.
      await handle.db.execute(sql`
        INSERT INTO orders (number, phone, name, last_name, email, city_id, delivery_type, payment_method, items_sum, total)
        VALUES ('T-30', '+79990003000', 'Ирина', 'Волкова', 'irina@example.test', 216, 'courier', 'on_receipt', 5000, 5000)`);
    } finally {
      await handle.close();
    }

    const seed = (...args: string[]) =>
      // tsx's documented loader (node --import tsx), as `npm run db:seed` runs it.
      runNode(['--import', 'tsx', 'scripts/db-seed.ts', ...args], {
        ...PRODUCTION_ENV,
        DATA_DIR: dataDir,
      });
    const refused = await seed();
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(
      '[db:seed] refused: the database holds orders (1), which the seed would delete; run again with --force to wipe them',
    );
    const forced = await seed('--force');
    expect(forced.code, forced.output).toBe(0);
    expect(forced.output).toContain('seeding the reference data (SHOP_MODE=production)');

    const after = await openDatabase({ directory: path.join(dataDir, 'pglite') });
    try {
      const rows = await after.db.execute<{ orders: number; cities: number }>(
        sql`SELECT (SELECT count(*)::int FROM orders) AS orders, (SELECT count(*)::int FROM cities) AS cities`,
      );
      const [counts] = (rows as unknown as { rows: { orders: number; cities: number }[] }).rows;
      expect(counts.orders).toBe(0);
      expect(counts.cities).toBeGreaterThan(0);
    } finally {
      await after.close();
    }
  }, 180_000);
});

describe('the demo (SHOP_MODE unset: the shared test server)', () => {
  test('every page shows the «Демо-магазин» mark in its server HTML, the minimal layout’s too', async () => {
    // The checkout (an empty basket's) is drawn in the minimal layout, the 404 by the error boundary.
    for (const page of ['/', '/catalog/', '/no-such-page/', '/order/make']) {
      const html = await (await fetch(`${sharedUrl}${page}`)).text();
      expect(html, page).toMatch(/<p role="note" data-demo-mark="true"[^>]*>.*Демо-магазин/);
    }
  });
});
