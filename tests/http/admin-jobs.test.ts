// The admin API's background jobs: the failed ones are listed (also after a restart: the
// embedded database's queue keeps them) and one can be sent again, as the shop's staff would.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { migrateDatabase, openDatabase } from '~/commerce/db/client.server';
import { signIn } from '../mocks/sms-sign-in';
import { TEST_ADMIN_PHONES } from '../setup/server';
import { type Auth, call } from './basket.kit';
import { ownServer } from './own-server.kit';

const FAILED_ID = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';

/**
 * Before the server starts, its database holds a СДЭК poll that failed in a previous run (СДЭК
 * did not answer its last try): what an operator finds after a restart.
 */
async function leaveFailedJob(dataDir: string): Promise<void> {
  const handle = await openDatabase({ directory: path.join(dataDir, 'pglite') });
  try {
    await migrateDatabase(handle);
    await handle.db.execute(
      sql`INSERT INTO background_jobs (id, queue, data, state, retry_count, retry_limit, retry_delay,
                                       started_on, completed_on, last_error)
          VALUES (${FAILED_ID}, 'cdek-statuses', '{"requestId":"req-1"}', 'failed', 3, 3, 60,
                  now() - interval '1 minute', now() - interval '1 minute',
                  'СДЭК did not answer: СДЭК answered 502')`,
    );
  } finally {
    await handle.close();
  }
}

const server = ownServer('admin-jobs', {}, leaveFailedJob);
let admin: Auth;

beforeAll(async () => {
  admin = (await signIn(server(), TEST_ADMIN_PHONES.jobs)).auth;
}, 60_000);

describe('GET /api/admin/jobs and POST /api/admin/jobs/{id}/retry', () => {
  test('the failed jobs are listed; a retry runs the job again and it leaves the list', async () => {
    const { baseUrl } = server();
    const failed = await call(baseUrl, 'GET', '/api/admin/jobs?state=failed', { auth: admin });
    expect(failed.status).toBe(200);
    expect(failed.body).toEqual({
      state: 'failed',
      jobs: [
        {
          id: FAILED_ID,
          queue: 'cdek-statuses',
          state: 'failed',
          data: { requestId: 'req-1' },
          attempts: 4,
          error: 'СДЭК did not answer: СДЭК answered 502',
          createdAt: expect.any(String),
          finishedAt: expect.any(String),
        },
      ],
    });
    // Failed is what the list shows without a state.
    expect((await call(baseUrl, 'GET', '/api/admin/jobs', { auth: admin })).body.jobs).toHaveLength(1);

    const retried = await call(baseUrl, 'POST', `/api/admin/jobs/${FAILED_ID}/retry`, { auth: admin });
    expect(retried).toMatchObject({ status: 200, body: { id: FAILED_ID, state: 'waiting' } });
    // СДЭК is off on this server, so the poll has nothing to ask and completes.
    const deadline = Date.now() + 10_000;
    let completed: { id: string }[] = [];
    while (Date.now() < deadline) {
      completed = (await call(baseUrl, 'GET', '/api/admin/jobs?state=completed', { auth: admin })).body.jobs;
      if (completed.some((job) => job.id === FAILED_ID)) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(completed.map((job) => job.id)).toContain(FAILED_ID);
    expect((await call(baseUrl, 'GET', '/api/admin/jobs?state=failed', { auth: admin })).body.jobs).toEqual(
      [],
    );
    // Done, it is not retried again.
    expect(await call(baseUrl, 'POST', `/api/admin/jobs/${FAILED_ID}/retry`, { auth: admin })).toMatchObject({
      status: 409,
      body: { success: false, message: 'Повторить можно только задачу с ошибкой' },
    });
  });

  test('a bad id is a 400, an unknown one a 404, an unknown state a 400; only staff may look', async () => {
    const { baseUrl } = server();
    expect(await call(baseUrl, 'POST', '/api/admin/jobs/42/retry', { auth: admin })).toMatchObject({
      status: 400,
      body: { success: false, message: 'Неверный номер задачи' },
    });
    expect(
      await call(baseUrl, 'POST', '/api/admin/jobs/00000000-0000-4000-8000-000000000000/retry', {
        auth: admin,
      }),
    ).toMatchObject({ status: 404, body: { success: false, message: 'Задача не найдена' } });
    expect(await call(baseUrl, 'GET', '/api/admin/jobs?state=lost', { auth: admin })).toMatchObject({
      status: 400,
      body: { success: false, errors: [{ property: 'state' }] },
    });
    expect((await call(baseUrl, 'GET', '/api/admin/jobs')).status).toBe(401);
    const shopper = (await signIn(server())).auth;
    expect((await call(baseUrl, 'GET', '/api/admin/jobs', { auth: shopper })).status).toBe(403);
    expect(
      (await call(baseUrl, 'POST', `/api/admin/jobs/${FAILED_ID}/retry`, { auth: shopper })).status,
    ).toBe(403);
  });
});
