import { sql } from 'drizzle-orm';
import { expect, test, vi } from 'vitest';
import { forEachEngine, queryRows } from '../../../tests/setup/engines';
import { evaluatePromo } from '../basket/promo';
import { selectPromoByCode } from '../basket/promo.queries.server';
import {
  SUBSCRIBE_CONFIRM_MESSAGES,
  SUBSCRIBE_CONSENT,
  SUBSCRIBE_MESSAGES,
  SubscribeRequestSchema,
} from '../contract/subscribe';
import { subscriptions } from '../db/schema';
import { selectOutboxByTopic } from '../messages/outbox.queries.server';
import { confirmationOf, confirmSubscription, endOfMoscowDayAfter } from './subscription-confirm.server';
import { SUBSCRIBE_RULES } from './subscribe-rules';
import { type SubscribeInput, subscribe as subscribeWithIp } from './subscriptions.server';
import { selectSubscription } from './subscriptions.queries.server';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

const ORIGIN = 'https://shop.test';
let ips = 0;

/** A request from its own client address, so the per-IP limit of one test does not touch another. */
function request(headers: Record<string, string> = {}): Request {
  return new Request('http://shop.test/api/mindbox/customer/subscribe', {
    method: 'POST',
    headers: { 'X-Forwarded-For': `198.18.${Math.floor(++ips / 250)}.${ips % 250}`, ...headers },
  });
}

/**
 * Subscribes as the route does, with the client address clientIp() resolved; here a test
 * names it in the request's X-Forwarded-For (its first entry), or leaves it 'unknown'.
 */
function subscribe(db: Parameters<typeof subscribeWithIp>[0], input: Omit<SubscribeInput, 'ip'>) {
  const ip = input.request.headers.get('X-Forwarded-For')?.split(',')[0].trim() || 'unknown';
  return subscribeWithIp(db, { ...input, ip });
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

  /** The confirmation links sent to an address so far, newest last. */
  async function linksTo(address: string): Promise<string[]> {
    const letters = await selectOutboxByTopic(ctx.db, 'subscribe_confirm');
    return letters
      .filter((l) => l.recipient === address)
      .map((l) => /https:\/\/shop\.test\/subscribe\/confirm\/([A-Za-z0-9_-]{43})/.exec(l.text)![1]);
  }

  test('stores the email with its consent record and writes the letter with the link', async () => {
    const now = new Date('2026-04-01T10:00:00Z');
    const answer = await subscribe(ctx.db, {
      email: email('  Anna.Petrova+shoes@Example.RU '),
      request: request({ 'X-Forwarded-For': '203.0.113.7, 10.0.0.1', 'User-Agent': 'Mozilla/5.0 Test' }),
      origin: ORIGIN,
      now,
    });
    expect(answer).toEqual({ success: true });
    const row = await selectSubscription(ctx.db, 'anna.petrova+shoes@example.ru');
    expect(row).toMatchObject({
      email: 'anna.petrova+shoes@example.ru',
      consentIp: '203.0.113.7',
      consentTextVersion: SUBSCRIBE_CONSENT.version,
      userAgent: 'Mozilla/5.0 Test',
      confirmedAt: null,
    });
    expect(row?.consentAt.toISOString()).toBe(now.toISOString());
    expect(row?.confirmTokenExpiresAt?.toISOString()).toBe('2026-04-04T10:00:00.000Z');
    const [token] = await linksTo('anna.petrova+shoes@example.ru');
    // Only a hash of the link's token is kept.
    expect(row?.confirmTokenHash).not.toContain(token);
    expect(await confirmationOf(ctx.db, token, now)).toEqual({
      status: 'pending',
      email: 'anna.petrova+shoes@example.ru',
    });
  });

  test('confirming keeps both moments, issues one 10 % single-use code, and a second confirm issues none', async () => {
    const subscribedAt = new Date('2026-04-02T10:00:00Z');
    const address = email('confirm.me@example.ru');
    await subscribe(ctx.db, { email: address, request: request(), origin: ORIGIN, now: subscribedAt });
    const [token] = await linksTo(address);
    const confirmedAt = new Date('2026-04-03T09:30:00Z');
    const confirmed = await confirmSubscription(ctx.db, token, ORIGIN, confirmedAt);
    expect(confirmed).toMatchObject({ status: 'confirmed', email: address, discountPercent: 10 });
    if (confirmed.status !== 'confirmed') throw new Error('not confirmed');
    expect(confirmed.promoCode).toMatch(/^SUB-[A-Z2-9]{10}$/);

    const row = await selectSubscription(ctx.db, address);
    expect(row?.consentAt.toISOString()).toBe(subscribedAt.toISOString());
    expect(row?.confirmedAt?.toISOString()).toBe(confirmedAt.toISOString());

    const promo = await selectPromoByCode(ctx.db, confirmed.promoCode);
    expect(promo).toMatchObject({ kind: 'percent', value: 10, usageLimit: 1, usedCount: 0, active: true });
    // Until the end of the Moscow day 30 days on: 3 May 2026, 23:59:59.999 MSK.
    expect(promo?.endsAt?.toISOString()).toBe('2026-05-03T20:59:59.999Z');
    expect(
      evaluatePromo(promo, { now: confirmedAt, itemsSum: 5000, userId: null, usedByUser: false }),
    ).toMatchObject({
      ok: true,
      discount: 500,
    });

    const again = await confirmSubscription(ctx.db, token, ORIGIN, new Date('2026-04-03T10:00:00Z'));
    expect(again).toEqual(confirmed);
    const [n] = await queryRows<{ n: number }>(
      ctx.db,
      sql`SELECT count(*)::int AS n FROM promo_codes WHERE code LIKE 'SUB-%' AND id = ${promo!.id}`,
    );
    expect(n.n).toBe(1);
    const letters = (await selectOutboxByTopic(ctx.db, 'subscribe_promo')).filter(
      (l) => l.recipient === address,
    );
    expect(letters).toHaveLength(1);
    expect(letters[0].text).toContain(confirmed.promoCode);

    // Confirmed: a new subscribe says so and sends nothing.
    const repeat = await subscribe(ctx.db, {
      email: address,
      request: request(),
      origin: ORIGIN,
      now: confirmedAt,
    });
    expect(repeat).toEqual({ success: true, message: SUBSCRIBE_MESSAGES.alreadySubscribed });
    expect(await linksTo(address)).toHaveLength(1);
  });

  test('an unconfirmed address subscribing again gets a new link; the old one stops working; the first consent stays', async () => {
    const first = new Date('2026-04-05T10:00:00Z');
    await subscribe(ctx.db, {
      email: 'again@example.ru',
      request: request({ 'X-Forwarded-For': '198.51.100.1' }),
      origin: ORIGIN,
      now: first,
    });
    const again = await subscribe(ctx.db, {
      email: email('AGAIN@Example.ru'),
      request: request({ 'X-Forwarded-For': '198.51.100.2' }),
      origin: ORIGIN,
      now: new Date('2026-04-05T10:05:00Z'),
    });
    expect(again).toEqual({ success: true });
    expect(await rowsOf('again@example.ru')).toBe(1);
    const row = await selectSubscription(ctx.db, 'again@example.ru');
    expect(row?.consentIp).toBe('198.51.100.1');
    expect(row?.consentAt.toISOString()).toBe(first.toISOString());
    const [old, fresh] = await linksTo('again@example.ru');
    const later = new Date('2026-04-05T11:00:00Z');
    await expect(confirmationOf(ctx.db, old, later)).rejects.toMatchObject({
      status: 404,
      message: SUBSCRIBE_CONFIRM_MESSAGES.invalid,
    });
    expect(await confirmationOf(ctx.db, fresh, later)).toMatchObject({ status: 'pending' });
  });

  test('an expired link is refused with 410 and confirms nothing', async () => {
    const now = new Date('2026-04-06T10:00:00Z');
    await subscribe(ctx.db, { email: 'late@example.ru', request: request(), origin: ORIGIN, now });
    const [token] = await linksTo('late@example.ru');
    const expired = new Date(now.getTime() + SUBSCRIBE_RULES.confirmLinkLifetimeMs);
    await expect(confirmSubscription(ctx.db, token, ORIGIN, expired)).rejects.toMatchObject({
      status: 410,
      message: SUBSCRIBE_CONFIRM_MESSAGES.expired,
    });
    expect((await selectSubscription(ctx.db, 'late@example.ru'))?.confirmedAt).toBeNull();
  });

  test('twenty parallel subscribes of one address: one row, three letters, the rest 429', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        subscribe(ctx.db, {
          email: email(i % 2 ? 'Race@Example.ru' : 'race@example.ru'),
          request: request(),
          origin: ORIGIN,
        }),
      ),
    );
    const accepted = results.filter((r) => r.status === 'fulfilled');
    expect(accepted).toHaveLength(SUBSCRIBE_RULES.perAddress.max);
    for (const refused of results.filter((r) => r.status === 'rejected')) {
      expect(refused.reason).toMatchObject({ status: 429 });
      expect((refused.reason as Error).message).toMatch(
        /^Мы уже отправили письмо на этот адрес\. .* попробуй снова через (1 час|\d+ минут[уы]?)$/,
      );
    }
    expect(await rowsOf('race@example.ru')).toBe(1);
    expect(await linksTo('race@example.ru')).toHaveLength(SUBSCRIBE_RULES.perAddress.max);
  });

  test('one client address may subscribe ten addresses an hour; the eleventh is 429', async () => {
    const from = { 'X-Forwarded-For': '203.0.113.99' };
    const now = new Date('2026-04-07T10:00:00Z');
    for (let i = 0; i < SUBSCRIBE_RULES.perIp.max; i++) {
      await subscribe(ctx.db, { email: `ip${i}@example.ru`, request: request(from), origin: ORIGIN, now });
    }
    await expect(
      subscribe(ctx.db, { email: 'ip-last@example.ru', request: request(from), origin: ORIGIN, now }),
    ).rejects.toMatchObject({
      status: 429,
      message: 'Слишком много подписок подряд. Попробуй снова через 1 час',
    });
    expect(await selectSubscription(ctx.db, 'ip-last@example.ru')).toBeUndefined();
    const hourLater = new Date(now.getTime() + SUBSCRIBE_RULES.perIp.windowMs + 1000);
    await expect(
      subscribe(ctx.db, {
        email: 'ip-last@example.ru',
        request: request(from),
        origin: ORIGIN,
        now: hourLater,
      }),
    ).resolves.toEqual({ success: true });
  });

  test('without a known address or browser the record says so', async () => {
    await subscribe(ctx.db, {
      email: email('plain@example.ru'),
      request: new Request('http://shop.test/', { method: 'POST' }),
      origin: ORIGIN,
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

  test('a code lasts to the end of the Moscow day', () => {
    // 21:30 UTC is 00:30 MSK the next day.
    expect(endOfMoscowDayAfter(new Date('2026-04-01T21:30:00Z'), 0).toISOString()).toBe(
      '2026-04-02T20:59:59.999Z',
    );
  });
});
