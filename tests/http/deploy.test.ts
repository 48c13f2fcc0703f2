// The deployment of docs/operations/deploy.md, tried on this machine: the units' commands
// (deploy/systemd/), the production environment of deploy/shop.env.example, two app
// instances each with its own data folder, HAProxy with TLS in front (deploy/haproxy/), and a
// backup made by the nightly script and restored into a new database. Runs where PostgreSQL
// (TEST_DATABASE_URL), HAProxy and openssl are present, as the cluster test does.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createPostgresDatabase, dropPostgresDatabase } from '../setup/engines';
import { HAPROXY, type LoadBalancer } from '../../scripts/cluster/haproxy';
import { type Instance, startInstance } from '../../scripts/cluster/instances';
import { nodeArgumentsOf } from '../../scripts/cluster/units';

vi.setConfig({ testTimeout: 60_000 });

const root = process.cwd();
const adminUrl = process.env.TEST_DATABASE_URL;
const tools = ['openssl', 'pg_dump', 'pg_restore'].every(
  (tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0,
);
const runs = Boolean(adminUrl) && fs.existsSync(HAPROXY) && tools;
const stamp = `${process.pid}_${Date.now().toString(36)}`;
const database = `shop_deploy_${stamp}`;
const restored = `shop_restored_${stamp}`;

function urlOf(name: string): string {
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function query<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The example environment file as systemd reads it: KEY=VALUE lines, comments skipped. */
function exampleEnvironment(): Record<string, string> {
  const lines = fs.readFileSync(path.join(root, 'deploy/shop.env.example'), 'utf8').split('\n');
  return Object.fromEntries(
    lines
      .filter((line) => /^[A-Z_][A-Z0-9_]*=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A GET that accepts the self-signed certificate of this trial (and plain http). */
function get(url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const take = (response: http.IncomingMessage) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    };
    const request = url.startsWith('https:')
      ? https.get(url, { rejectUnauthorized: false, timeout: 10_000 }, take)
      : http.get(url, { timeout: 10_000 }, take);
    request.on('error', reject);
  });
}

/** Counts every table's rows in `url`, by table name. */
async function tableCounts(url: string): Promise<Record<string, number>> {
  const tables = await query<{ schema: string; name: string }>(
    url,
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
      ORDER BY 1, 2`,
  );
  const counts: Record<string, number> = {};
  for (const { schema, name } of tables) {
    const [row] = await query<{ n: number }>(url, `SELECT count(*)::int AS n FROM "${schema}"."${name}"`);
    counts[`${schema}.${name}`] = row.n;
  }
  return counts;
}

describe.runIf(runs)('the deployment guide, tried', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-deploy-'));
  const firstPort = 30_000 + (process.pid % 20_000);
  const ports = { http: firstPort, https: firstPort + 1, app1: firstPort + 2, app2: firstPort + 3 };
  const instances: Instance[] = [];
  let balancer: LoadBalancer | undefined;
  let haproxyProcess: ChildProcess | undefined;
  let environment: Record<string, string>;
  let migrateOutput = '';

  beforeAll(async () => {
    await createPostgresDatabase(database);
    environment = {
      ...exampleEnvironment(),
      DATABASE_URL: urlOf(database),
      PUBLIC_URL: `https://127.0.0.1:${ports.https}`,
      HOST: '127.0.0.1',
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      JWT_SECRET: randomBytes(32).toString('base64url'),
      OTP_PEPPER: randomBytes(32).toString('base64url'),
      CLIENT_ADDRESS_SECRET: randomBytes(32).toString('base64url'),
      YOOKASSA_SHOP_ID: '123456',
      YOOKASSA_SECRET_KEY: 'test_trial-key',
      SMSRU_API_ID: 'trial-sms-key',
      // Nothing is sent in this trial; the address only has to be a valid one.
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_FROM: 'Шаг <hello@shop.example>',
      SHUTDOWN_DRAIN_MS: '1500',
    };
    const migrate = spawnSync(process.execPath, nodeArgumentsOf(root, 'shop-migrate.service'), {
      cwd: root,
      env: { ...process.env, ...environment, DATA_DIR: path.join(dir, 'migrate') },
      encoding: 'utf8',
    });
    migrateOutput = `${migrate.stdout}${migrate.stderr}`;
    if (migrate.status !== 0) throw new Error(`shop-migrate failed: ${migrateOutput}`);

    for (const [name, port] of [
      ['app1', ports.app1],
      ['app2', ports.app2],
    ] as const) {
      // Each machine has its own DATA_DIR; nothing of one is seen by the other.
      instances.push(
        startInstance({
          name,
          port,
          env: environment,
          dataDir: path.join(dir, name),
          logDir: dir,
          root,
        }),
      );
    }
    await Promise.all(instances.map((instance) => instance.ready()));

    const certificate = path.join(dir, 'shop.pem');
    const made = spawnSync('sh', [
      '-c',
      `openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=127.0.0.1 -keyout "${dir}/key.pem" -out "${dir}/cert.pem" 2>/dev/null && cat "${dir}/cert.pem" "${dir}/key.pem" > "${certificate}"`,
    ]);
    if (made.status !== 0) throw new Error('openssl could not make the trial certificate');
    const haproxyEnv = {
      ...process.env,
      SHOP_HTTP_BIND: `127.0.0.1:${ports.http}`,
      SHOP_HTTPS_BIND: `127.0.0.1:${ports.https}`,
      SHOP_TLS_CERT: certificate,
      SHOP_APP1: `127.0.0.1:${ports.app1}`,
      SHOP_APP2: `127.0.0.1:${ports.app2}`,
    };
    const out = fs.openSync(path.join(dir, 'haproxy.log'), 'a');
    haproxyProcess = spawn(HAPROXY, ['-db', '-f', path.join(root, 'deploy/haproxy/haproxy.cfg')], {
      env: haproxyEnv,
      stdio: ['ignore', out, out],
    });
    fs.closeSync(out);
    balancer = {
      url: `https://127.0.0.1:${ports.https}`,
      stop: async () => {
        haproxyProcess?.kill('SIGTERM');
      },
    };
    for (let waited = 0; ; waited += 200) {
      const answer = await get(`${balancer.url}/healthz/ready`).catch(() => null);
      if (answer?.status === 200) break;
      if (waited > 30_000) throw new Error(`HAProxy did not answer; see ${dir}/haproxy.log`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 600_000);

  afterAll(async () => {
    await balancer?.stop();
    await Promise.all(instances.map((instance) => instance.kill('SIGTERM')));
    await dropPostgresDatabase(database);
    await dropPostgresDatabase(restored);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  test('the migration step applies the migrations on its own, before any instance starts', async () => {
    expect(migrateOutput).toMatch(/postgres: migrations applied/);
    const [row] = await query<{ n: number }>(
      urlOf(database),
      'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
    );
    const committed = fs
      .readdirSync(path.join(root, 'app/commerce/db/migrations'))
      .filter((f) => f.endsWith('.sql'));
    expect(row.n).toBe(committed.length);
  });

  test('plain http is sent to https for good', async () => {
    const answer = await get(`http://127.0.0.1:${ports.http}/catalog/?page=2`);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`https://127.0.0.1:${ports.http}/catalog/?page=2`);
  });

  test('the shop answers through TLS, with HSTS and without the demo mark', async () => {
    const home = await get(`${balancer!.url}/`);
    expect(home.status).toBe(200);
    expect(home.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(home.body).toContain('<html');
    expect(home.body).not.toContain('Демо-магазин');
  });

  test('the balancer sends requests to both machines', async () => {
    const readiness = await Promise.all(instances.map((instance) => get(`${instance.url}/healthz/ready`)));
    expect(readiness.map((answer) => answer.status)).toEqual([200, 200]);
    // Each instance logs the requests it served; round robin gives each some of ten.
    for (let i = 0; i < 10; i += 1) expect((await get(`${balancer!.url}/about/shops`)).status).toBe(200);
    for (const name of ['app1', 'app2']) {
      expect(fs.readFileSync(path.join(dir, `${name}.log`), 'utf8')).toContain('/about/shops');
    }
  });

  test('a request keeps the balancer’s request id in its answer and in its JSON log line', async () => {
    const answer = await get(`${balancer!.url}/about/shops`);
    const id = answer.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    let line: Record<string, unknown> | undefined;
    for (let waited = 0; !line && waited < 5_000; waited += 100) {
      const lines = ['app1', 'app2'].flatMap((name) =>
        fs.readFileSync(path.join(dir, `${name}.log`), 'utf8').split('\n'),
      );
      line = lines
        .filter((text) => text.startsWith('{'))
        .map((text) => JSON.parse(text) as Record<string, unknown>)
        .find((entry) => entry.requestId === id && entry.name === 'http');
      if (!line) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(line).toMatchObject({ requestId: id, name: 'http' });
  });

  test('metrics are not served to the public side', async () => {
    expect((await get(`${balancer!.url}/metrics`)).status).toBe(404);
  });

  test('the nightly backup restores into a new database with every row', async () => {
    const backups = path.join(dir, 'backups');
    const backup = spawnSync(path.join(root, 'deploy/backup/pg-backup.sh'), [], {
      env: { ...process.env, DATABASE_URL: urlOf(database), BACKUP_DIR: backups, BACKUP_KEEP_DAYS: '14' },
      encoding: 'utf8',
    });
    expect(backup.stderr).toBe('');
    expect(backup.status).toBe(0);
    const dumps = fs.readdirSync(backups);
    expect(dumps).toEqual([expect.stringMatching(/^shop-\d{8}T\d{6}Z\.dump$/)]);
    // The line it logs names the file, never the connection string (it carries the password).
    expect(backup.stdout).toContain(dumps[0]);
    expect(backup.stdout).not.toContain(urlOf(database));

    await createPostgresDatabase(restored);
    const restore = spawnSync(
      path.join(root, 'deploy/backup/pg-restore.sh'),
      [path.join(backups, dumps[0]), urlOf(restored)],
      { encoding: 'utf8' },
    );
    expect(restore.stderr).toBe('');
    expect(restore.status).toBe(0);
    const [before, after] = await Promise.all([tableCounts(urlOf(database)), tableCounts(urlOf(restored))]);
    expect(Object.keys(after).length).toBeGreaterThan(40);
    expect(after).toEqual(before);
    expect(before['public.cities']).toBeGreaterThan(0);
  });
});
