import { setTimeout as sleep } from 'node:timers/promises';
import { expect, test, vi } from 'vitest';
import { captureLogs } from '../../../tests/mocks/log-capture';
import { forEachEngine } from '../../../tests/setup/engines';
import { withRequestId } from '../../utils/log.server';
import type { SmsMessage, SmsProvider } from '../customers/sms-provider.server';
import type { Db } from '../db/client.server';
import { createInProcessQueue } from '../jobs/in-process-queue.server';
import {
  DELIVER_QUEUE,
  messageJobs,
  deliverDueMessages,
  DISPATCH_RULES,
  type DispatcherDeps,
  retryDelayMs,
} from './dispatcher.server';
import { enqueueMessages } from './enqueue.server';
import type { MailMessage, MailProvider } from './mail-provider.server';
import { claimDueMessages, deleteFinishedMessagesBefore, selectOutboxByTopic } from './outbox.queries.server';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

/** Providers that record what they were given and fail while `failing` is set. */
function recorders(delayMs = 0) {
  const sms: SmsMessage[] = [];
  const mail: MailMessage[] = [];
  const state = { failing: false };
  const smsProvider: SmsProvider = {
    name: 'recorder',
    async send(message) {
      if (delayMs) await sleep(delayMs);
      if (state.failing) throw new Error('gateway down');
      sms.push(message);
    },
  };
  const mailProvider: MailProvider = {
    name: 'recorder',
    async send(message) {
      if (delayMs) await sleep(delayMs);
      if (state.failing) throw new Error('server down');
      mail.push(message);
    },
  };
  return { sms, mail, state, smsProvider, mailProvider };
}

function depsOf(db: Db, r: ReturnType<typeof recorders>, clock: { now: Date }): DispatcherDeps {
  return { db, sms: r.smsProvider, mail: r.mailProvider, now: () => clock.now };
}

let topics = 0;
const freshTopic = () => `test:${Date.now()}:${++topics}`;

forEachEngine('the message outbox', (ctx) => {
  test('messages written in a rolled-back transaction never go; committed ones go once', async () => {
    const clock = { now: new Date(Date.now() + 1_000) };
    const r = recorders();
    const lost = freshTopic();
    await expect(
      ctx.db.transaction(async (tx) => {
        await enqueueMessages(tx, lost, { sms: [{ to: '+79990000001', text: 'не должно уйти' }] });
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    const kept = freshTopic();
    await ctx.db.transaction((tx) =>
      enqueueMessages(tx, kept, {
        sms: [{ to: '+79990000002', text: 'Заказ оформлен' }],
        letters: [{ to: 'anna@example.ru', subject: 'Заказ', text: 'Спасибо', html: '<p>Спасибо</p>' }],
      }),
    );
    expect(await deliverDueMessages(depsOf(ctx.db, r, clock))).toEqual({ sent: 2, failed: 0 });
    expect(r.sms).toEqual([{ to: '+79990000002', text: 'Заказ оформлен' }]);
    expect(r.mail).toMatchObject([
      { to: 'anna@example.ru', subject: 'Заказ', text: 'Спасибо', html: '<p>Спасибо</p>' },
    ]);
    expect(r.mail[0].id).toMatch(/^outbox-\d+$/);
    expect(await selectOutboxByTopic(ctx.db, lost)).toEqual([]);
    expect(await deliverDueMessages(depsOf(ctx.db, r, clock))).toEqual({ sent: 0, failed: 0 });
    expect(r.sms).toHaveLength(1);
  });

  test('a message keeps the id of the request that wrote it; its delivery is logged under that id, masked', async () => {
    const clock = { now: new Date(Date.now() + 1_000) };
    const r = recorders();
    const topic = freshTopic();
    await withRequestId('checkout-req-0001', () =>
      ctx.db.transaction((tx) =>
        enqueueMessages(tx, topic, {
          sms: [{ to: '+79990000003', text: 'Заказ оформлен' }],
          letters: [{ to: 'olga@example.ru', subject: 'Заказ', text: 'Спасибо', html: '' }],
        }),
      ),
    );
    expect((await selectOutboxByTopic(ctx.db, topic)).map((row) => row.requestId)).toEqual([
      'checkout-req-0001',
      'checkout-req-0001',
    ]);
    const log = captureLogs();
    try {
      // The dispatcher runs outside any request, as the job does.
      expect(await withRequestId(undefined, () => deliverDueMessages(depsOf(ctx.db, r, clock)))).toEqual({
        sent: 2,
        failed: 0,
      });
    } finally {
      log.restore();
    }
    const delivered = log.lines.filter((line) => line.name === 'messages' && String(line.topic) === topic);
    expect(delivered.map((line) => [line.requestId, line.channel]).sort()).toEqual([
      ['checkout-req-0001', 'email'],
      ['checkout-req-0001', 'sms'],
    ]);
    const text = JSON.stringify(log.lines);
    expect(text).not.toContain('79990000003');
    expect(text).not.toContain('olga@example.ru');
  });

  test('two dispatchers working at once send each of 30 messages exactly once', async () => {
    const clock = { now: new Date(Date.now() + 1_000) };
    const r = recorders(5);
    const topic = freshTopic();
    const phones = Array.from({ length: 30 }, (_, i) => `+7999100${String(i).padStart(4, '0')}`);
    await ctx.db.transaction((tx) =>
      enqueueMessages(tx, topic, { sms: phones.map((to) => ({ to, text: 'Заказ готов' })) }),
    );
    const [a, b] = await Promise.all([
      deliverDueMessages(depsOf(ctx.db, r, clock)),
      deliverDueMessages(depsOf(ctx.db, r, clock)),
    ]);
    expect(a.sent + b.sent).toBe(30);
    expect(r.sms.map((m) => m.to).sort()).toEqual(phones);
    const rows = await selectOutboxByTopic(ctx.db, topic);
    expect(rows.every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
  });

  test('a failed send is retried after its delay, and given up after the last attempt', async () => {
    const clock = { now: new Date(Date.now() + 1_000) };
    const r = recorders();
    const topic = freshTopic();
    await ctx.db.transaction((tx) =>
      enqueueMessages(tx, topic, { sms: [{ to: '+79992223344', text: 'Готов' }] }),
    );
    r.state.failing = true;
    expect(await deliverDueMessages(depsOf(ctx.db, r, clock))).toEqual({ sent: 0, failed: 1 });
    const [failed] = await selectOutboxByTopic(ctx.db, topic);
    expect(failed).toMatchObject({ attempts: 1, lastError: 'gateway down', sentAt: null, failedAt: null });
    expect(failed.nextAttemptAt.getTime()).toBe(clock.now.getTime() + retryDelayMs(1));

    // Not before its time, then the gateway is back and it goes out.
    expect(await deliverDueMessages(depsOf(ctx.db, r, clock))).toEqual({ sent: 0, failed: 0 });
    r.state.failing = false;
    clock.now = new Date(clock.now.getTime() + retryDelayMs(1));
    expect(await deliverDueMessages(depsOf(ctx.db, r, clock))).toEqual({ sent: 1, failed: 0 });
    expect(r.sms).toEqual([{ to: '+79992223344', text: 'Готов' }]);

    const doomed = freshTopic();
    await ctx.db.transaction((tx) =>
      enqueueMessages(tx, doomed, { sms: [{ to: '+79995556677', text: 'x' }] }),
    );
    r.state.failing = true;
    for (let attempt = 1; attempt <= DISPATCH_RULES.maxAttempts + 2; attempt++) {
      await deliverDueMessages(depsOf(ctx.db, r, clock));
      clock.now = new Date(clock.now.getTime() + retryDelayMs(attempt));
    }
    const [given] = await selectOutboxByTopic(ctx.db, doomed);
    expect(given.attempts).toBe(DISPATCH_RULES.maxAttempts);
    expect(given.failedAt).not.toBeNull();
  });

  test('rows a dead instance had claimed wait for its lease to run out, then go', async () => {
    const clock = { now: new Date(Date.now() + 1_000) };
    const r = recorders();
    const topic = freshTopic();
    await ctx.db.transaction((tx) =>
      enqueueMessages(tx, topic, { sms: [{ to: '+79993334455', text: 'Едет' }] }),
    );
    // The instance claims the row and dies before sending it.
    const claimed = await claimDueMessages(ctx.db, clock.now, DISPATCH_RULES.leaseMs, 100);
    expect(claimed.map((row) => row.topic)).toContain(topic);
    expect(await deliverDueMessages(depsOf(ctx.db, r, clock))).toEqual({ sent: 0, failed: 0 });
    clock.now = new Date(clock.now.getTime() + DISPATCH_RULES.leaseMs);
    await deliverDueMessages(depsOf(ctx.db, r, clock));
    expect(r.sms).toEqual([{ to: '+79993334455', text: 'Едет' }]);
  });

  test('a kicked dispatcher delivers without waiting for its poll; finished rows are deleted after 30 days', async () => {
    const clock = { now: new Date(Date.now() + 1_000) };
    const r = recorders();
    const topic = freshTopic();
    await ctx.db.transaction((tx) =>
      enqueueMessages(tx, topic, { sms: [{ to: '+79994445566', text: 'Пинок' }] }),
    );
    const queue = createInProcessQueue(ctx.db);
    const [deliver] = messageJobs(depsOf(ctx.db, r, clock), 60);
    await queue.work(deliver.queue, deliver.rules, deliver.handler);
    await queue.send(DELIVER_QUEUE, {}, { key: 'kick' });
    await queue.idle();
    await queue.stop();
    expect(r.sms).toContainEqual({ to: '+79994445566', text: 'Пинок' });

    const [sent] = await selectOutboxByTopic(ctx.db, topic);
    // Not older than the cut-off: kept.
    await deleteFinishedMessagesBefore(ctx.db, sent.sentAt!);
    expect(await selectOutboxByTopic(ctx.db, topic)).toHaveLength(1);
    await deleteFinishedMessagesBefore(ctx.db, new Date(sent.sentAt!.getTime() + 1));
    expect(await selectOutboxByTopic(ctx.db, topic)).toEqual([]);
  });
});
