import { sql } from 'drizzle-orm';
import { expect, test, vi } from 'vitest';
import { forEachEngine, queryRows } from '../../../tests/setup/engines';
import { SUBSCRIBE_CONSENT, SUBSCRIBE_MESSAGES, SubscribeRequestSchema } from '../contract/subscribe';
import { subscriptions } from '../db/schema';
import { subscribe } from './subscriptions.server';
import { selectSubscription } from './subscriptions.queries.server';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

function request(headers: Record<string, string> = {}): Request {
  return new Request('http://shop.test/api/mindbox/customer/subscribe', { method: 'POST', headers });
}

/** The email as the route reads it: trimmed, checked, lower-cased. */
function email(raw: string): string {
  return SubscribeRequestSchema.parse({ email: raw }).email;
}

forEachEngine('subscriptions', (ctx) => {
  async function rowsOf(address: string): Promise<number> {
    const [row] = await queryRows<{ n: number }>(
      ctx.db,
      sql`SELECT count(*)::int AS n FROM subscriptions WHERE lower(email) = lower(${address})`,
    );
    return row.n;
  }

  test('stores the email with its consent record: time, the subscriber’s address, text version, browser', async () => {
    const now = new Date('2026-04-01T10:00:00Z');
    const answer = await subscribe(ctx.db, {
      email: email('  Anna.Petrova+shoes@Example.RU '),
      request: request({ 'User-Agent': 'Mozilla/5.0 Test' }),
      ip: '203.0.113.7',
      now,
    });
    expect(answer).toEqual({ success: true });
    const row = await selectSubscription(ctx.db, 'anna.petrova+shoes@example.ru');
    expect(row).toMatchObject({
      email: 'anna.petrova+shoes@example.ru',
      consentIp: '203.0.113.7',
      consentTextVersion: SUBSCRIBE_CONSENT.version,
      userAgent: 'Mozilla/5.0 Test',
    });
    expect(row?.consentAt.toISOString()).toBe(now.toISOString());
  });

  test('a second subscribe, in any letter case, answers success with a message and keeps the first consent', async () => {
    const first = new Date('2026-04-02T10:00:00Z');
    await subscribe(ctx.db, {
      email: email('repeat@example.ru'),
      request: request(),
      ip: '198.51.100.1',
      now: first,
    });
    const again = await subscribe(ctx.db, {
      email: email('REPEAT@Example.ru'),
      request: request(),
      ip: '198.51.100.2',
      now: new Date('2026-04-03T10:00:00Z'),
    });
    expect(again).toEqual({ success: true, message: SUBSCRIBE_MESSAGES.alreadySubscribed });
    expect(await rowsOf('repeat@example.ru')).toBe(1);
    const row = await selectSubscription(ctx.db, 'repeat@example.ru');
    expect(row?.consentIp).toBe('198.51.100.1');
    expect(row?.consentAt.toISOString()).toBe(first.toISOString());
  });

  test('twenty parallel subscribes of one address make one row, and exactly one answer is the new one', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        subscribe(ctx.db, {
          email: email(i % 2 ? 'Race@Example.ru' : 'race@example.ru'),
          request: request(),
          ip: '198.51.100.3',
        }),
      ),
    );
    expect(answers.filter((a) => a.message === undefined)).toHaveLength(1);
    expect(answers.every((a) => a.success)).toBe(true);
    expect(await rowsOf('race@example.ru')).toBe(1);
  });

  test('without a known address or browser the record says so', async () => {
    await subscribe(ctx.db, {
      email: email('plain@example.ru'),
      request: request(),
      ip: 'unknown',
    });
    expect(await selectSubscription(ctx.db, 'plain@example.ru')).toMatchObject({
      consentIp: 'unknown',
      userAgent: '',
    });
  });

  test('the database refuses an email that is not lower-case, whoever writes it', async () => {
    await expect(
      ctx.db.insert(subscriptions).values({
        email: 'Upper@Example.ru',
        consentAt: new Date(),
        consentIp: 'unknown',
        consentTextVersion: SUBSCRIBE_CONSENT.version,
      }),
    ).rejects.toThrow();
  });
});
