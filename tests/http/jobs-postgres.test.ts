// The shop's background jobs on PostgreSQL, where pg-boss runs them: 1С's import (a job the
// ask sends and a worker takes) ends in `success`, the outbox's letters go, and the admin API
// lists what ran. Runs when TEST_DATABASE_URL is set, like the data-layer tests on PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPostgresDatabase, dropPostgresDatabase } from '../setup/engines';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signIn as staffSignIn } from '../mocks/sms-sign-in';
import { type RunningServer, startServer, TEST_ADMIN_PHONES } from '../setup/server';
import { call as apiCall } from './basket.kit';
import { EXCHANGE_ENV, exchangeFiles, fixture, withoutSummary } from './exchange-1c.kit';

const adminUrl = process.env.TEST_DATABASE_URL;
const name = `shop_jobs_${process.pid}_${Date.now().toString(36)}`;

describe.runIf(adminUrl)('background jobs on PostgreSQL (pg-boss)', () => {
  let server: RunningServer;

  beforeAll(async () => {
    const url = await createPostgresDatabase(name);
    server = await startServer({
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'jobs-postgres-')),
      emptyDatabase: true,
      env: { ...EXCHANGE_ENV, DATABASE_URL: url, SEED_PRODUCTS: '300' },
    });
  }, 600_000);

  afterAll(async () => {
    await server?.stop();
    await dropPostgresDatabase(name);
  }, 60_000);

  test('1С’s import runs as a job and ends in success; the admin API lists the completed jobs', async () => {
    const [catalog, offers] = await exchangeFiles(
      server.baseUrl,
      [
        { name: 'import.xml', bytes: fixture('import.xml') },
        { name: 'offers.xml', bytes: fixture('offers.xml') },
      ],
      ['import.xml', 'offers.xml'],
    );
    // The package names a picture this test does not upload: a note beside success.
    expect(catalog[0]).toBe('success');
    expect(withoutSummary(offers)).toEqual(['success']);

    const staff = (await staffSignIn(server, TEST_ADMIN_PHONES.jobsPostgres)).auth;
    const completed = await apiCall(server.baseUrl, 'GET', '/api/admin/jobs?state=completed', {
      auth: staff,
    });
    expect(completed.status).toBe(200);
    const queues = (completed.body.jobs as { queue: string }[]).map((job) => job.queue);
    // Both imports, and the outbox's delivery (scheduled at the start, every 15 s after).
    expect(queues.filter((queue) => queue === 'exchange-import')).toHaveLength(2);
    expect(queues).toContain('messages-deliver');
    expect(
      (await apiCall(server.baseUrl, 'GET', '/api/admin/jobs?state=failed', { auth: staff })).body.jobs,
    ).toEqual([]);
  }, 120_000);
});
