import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { forEachEngine } from '../../../tests/setup/engines';
import { captureLogs, type LogCapture } from '../../../tests/mocks/log-capture';
import { mindboxMock } from '../../../tests/mocks/mindbox';
import { forwardSubscriptionToMindbox, mindboxServerConfig } from './mindbox.server';
import { subscribe } from './subscriptions.server';
import { selectSubscription } from './subscriptions.queries.server';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

const API = 'https://mindbox.test';
const SECRET = 'mindbox-secret-for-tests';
const DEVICE = '6f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const service = mindboxMock(API, SECRET);
const server = setupServer(service.handler);

const ENV = {
  MINDBOX_ENDPOINT_ID: 'shag-website',
  MINDBOX_SECRET_KEY: SECRET,
  MINDBOX_API_URL: API,
  MINDBOX_TIMEOUT_MS: '200',
};
const config = mindboxServerConfig(ENV);

let logs: LogCapture;
const NOT_FORWARDED = 'the subscription was not forwarded (kept locally)';
const errorsLogged = () => logs.lines.filter((line) => line.level === 'error');
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  service.behaviour = 'answer';
  service.calls.length = 0;
  logs = captureLogs();
});
afterEach(() => logs.restore());

describe('forwarding a subscription to Mindbox', () => {
  test('posts the documented async operation with the secret key, device id, address and email', async () => {
    const sent = await forwardSubscriptionToMindbox(
      { email: 'anna@example.ru', deviceUUID: DEVICE, ip: '203.0.113.9' },
      config,
    );
    expect(sent).toBe(true);
    expect(service.calls).toEqual([
      {
        endpointId: 'shag-website',
        operation: 'Website.SubscribeCustomer',
        deviceUUID: DEVICE,
        authorization: `Mindbox secretKey="${SECRET}"`,
        customerIp: '203.0.113.9',
        body: {
          customer: {
            email: 'anna@example.ru',
            subscriptions: [{ pointOfContact: 'Email', isSubscribed: true }],
          },
        },
      },
    ]);
    expect(errorsLogged()).toEqual([]);
  });

  test('uses the configured operation name, and leaves out a device id that is not a UUID', async () => {
    const own = mindboxServerConfig({ ...ENV, MINDBOX_SUBSCRIBE_OPERATION: 'Shag.FooterSubscribe' });
    await forwardSubscriptionToMindbox({ email: 'b@example.ru', deviceUUID: 'junk', ip: 'unknown' }, own);
    expect(service.calls[0]).toMatchObject({
      operation: 'Shag.FooterSubscribe',
      deviceUUID: null,
      customerIp: null,
    });
  });

  test('sends nothing without the secret key or the endpoint id', async () => {
    const input = { email: 'c@example.ru', deviceUUID: DEVICE, ip: '203.0.113.9' };
    expect(
      await forwardSubscriptionToMindbox(input, mindboxServerConfig({ ...ENV, MINDBOX_SECRET_KEY: '' })),
    ).toBe(false);
    expect(
      await forwardSubscriptionToMindbox(
        input,
        mindboxServerConfig({ ...ENV, MINDBOX_ENDPOINT_ID: undefined }),
      ),
    ).toBe(false);
    expect(service.calls).toHaveLength(0);
  });

  test.each([
    ['an HTTP 500', 'http-500', 'HTTP 500'],
    ['a network failure', 'network-error', 'Failed to fetch'],
    ['no answer within the timeout', 'hang', 'aborted due to timeout'],
  ] as const)('logs %s and resolves false instead of throwing', async (_name, behaviour, logged) => {
    service.behaviour = behaviour;
    const started = Date.now();
    const sent = await forwardSubscriptionToMindbox(
      { email: 'd@example.ru', deviceUUID: DEVICE, ip: '203.0.113.9' },
      config,
    );
    expect(sent).toBe(false);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(errorsLogged()).toContainEqual(
      expect.objectContaining({
        name: 'mindbox',
        msg: NOT_FORWARDED,
        error: expect.stringContaining(logged),
      }),
    );
  });

  test('treats a refused secret key as a failure', async () => {
    const wrong = mindboxServerConfig({ ...ENV, MINDBOX_SECRET_KEY: 'not-the-key' });
    expect(
      await forwardSubscriptionToMindbox({ email: 'e@example.ru', deviceUUID: null, ip: 'unknown' }, wrong),
    ).toBe(false);
    expect(errorsLogged()).toContainEqual(
      expect.objectContaining({ msg: NOT_FORWARDED, error: 'Mindbox answered HTTP 401' }),
    );
  });
});

forEachEngine('subscribe with Mindbox configured', (ctx) => {
  beforeAll(() => Object.assign(process.env, ENV));
  afterAll(() => {
    for (const name of Object.keys(ENV)) delete process.env[name];
  });

  function request(): Request {
    return new Request('http://shop.test/api/mindbox/customer/subscribe', {
      method: 'POST',
      headers: { 'X-Device-Id': DEVICE },
    });
  }

  test('forwards the subscription after it is stored', async () => {
    const answer = await subscribe(ctx.db, {
      email: 'forward.me@example.ru',
      request: request(),
      ip: '198.51.100.10',
      origin: 'https://shop.test',
    });
    expect(answer).toEqual({ success: true });
    await vi.waitFor(() => expect(service.calls).toHaveLength(1));
    expect(service.calls[0]).toMatchObject({
      endpointId: 'shag-website',
      deviceUUID: DEVICE,
      customerIp: '198.51.100.10',
      body: { customer: { email: 'forward.me@example.ru' } },
    });
  });

  test.each(['http-500', 'network-error', 'hang'] as const)(
    'a failing Mindbox (%s) does not fail the subscribe: the local record is written',
    async (behaviour) => {
      service.behaviour = behaviour;
      const address = `down.${behaviour}@example.ru`;
      const answer = await subscribe(ctx.db, {
        email: address,
        request: request(),
        ip: `198.51.100.${behaviour.length}`,
        origin: 'https://shop.test',
      });
      expect(answer).toEqual({ success: true });
      expect(await selectSubscription(ctx.db, address)).toMatchObject({ email: address, confirmedAt: null });
      await vi.waitFor(() =>
        expect(errorsLogged()).toContainEqual(
          expect.objectContaining({ msg: NOT_FORWARDED, error: expect.any(String) }),
        ),
      );
    },
  );
});
