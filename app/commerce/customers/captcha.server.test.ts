import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { captchaMock } from '../../../tests/mocks/captcha-yandex';
import { ApiError } from '../http/errors.server';
import { CAPTCHA_MESSAGES, createSmartCaptchaVerifier } from './captcha.server';
import { parseCustomersConfig } from '../config/customers.server';
import { createCaptchaVerifier } from './deps.server';

const SERVER_KEY = 'ysc2_test_server_key';
const service = captchaMock(SERVER_KEY);
const server = setupServer(service.handler);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  service.behaviour = 'answer';
  service.humanTokens.clear();
  service.requests.length = 0;
});

const verifier = createSmartCaptchaVerifier({ serverKey: SERVER_KEY, timeoutMs: 1000 });

async function outcome(token: string, ip = '203.0.113.5') {
  try {
    await verifier.verify(token, ip);
    return 'passed';
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, message: error.message };
    throw error;
  }
}

describe('the SmartCaptcha check', () => {
  test('passes a token the service calls human, sending the secret, token and IP as a form', async () => {
    service.humanTokens.add('human-token');
    expect(await outcome('human-token')).toBe('passed');
    expect(service.requests).toEqual([{ secret: SERVER_KEY, token: 'human-token', ip: '203.0.113.5' }]);
  });

  test('refuses a token the service fails, and a replayed one', async () => {
    service.humanTokens.add('once');
    expect(await outcome('once')).toBe('passed');
    expect(await outcome('once')).toEqual({ status: 403, message: CAPTCHA_MESSAGES.failed });
    expect(await outcome('robot')).toEqual({ status: 403, message: CAPTCHA_MESSAGES.failed });
  });

  test('asks for the captcha when no token came, without calling the service', async () => {
    expect(await outcome('')).toEqual({ status: 400, message: 'Подтверди, что ты не робот' });
    expect(service.requests).toHaveLength(0);
  });

  test('leaves the IP out when it is unknown', async () => {
    service.humanTokens.add('t');
    await outcome('t', 'unknown');
    expect(service.requests[0]).toEqual({ secret: SERVER_KEY, token: 't' });
  });

  test.each(['network-error', 'http-500'] as const)(
    'refuses with a 503 when the service breaks (%s)',
    async (behaviour) => {
      service.behaviour = behaviour;
      service.humanTokens.add('human-token');
      expect(await outcome('human-token')).toEqual({ status: 503, message: CAPTCHA_MESSAGES.unavailable });
    },
  );
});

describe('the service address', () => {
  test('CAPTCHA_API_URL moves the check to another base, with or without a trailing slash', async () => {
    const elsewhere = captchaMock(SERVER_KEY, 'http://captcha.test/api');
    server.use(elsewhere.handler);
    elsewhere.humanTokens.add('t');
    const config = parseCustomersConfig({
      CAPTCHA_SERVER_KEY: SERVER_KEY,
      CAPTCHA_API_URL: 'http://captcha.test/api/',
    });
    await expect(createCaptchaVerifier(config).verify('t', '203.0.113.5')).resolves.toBeUndefined();
    expect(elsewhere.requests).toEqual([{ secret: SERVER_KEY, token: 't', ip: '203.0.113.5' }]);
    expect(service.requests).toHaveLength(0);
    server.resetHandlers();
  });

  test('is Yandex when not set, and must be a URL', () => {
    expect(parseCustomersConfig({}).CAPTCHA_API_URL).toBe('https://smartcaptcha.yandexcloud.net');
    expect(() => parseCustomersConfig({ CAPTCHA_API_URL: 'smartcaptcha' })).toThrow(/CAPTCHA_API_URL/);
  });
});

describe('choosing the check', () => {
  test('is skipped without CAPTCHA_SERVER_KEY and on with it', async () => {
    const off = createCaptchaVerifier(parseCustomersConfig({}));
    expect(off.enabled).toBe(false);
    await expect(off.verify('', 'unknown')).resolves.toBeUndefined();
    expect(createCaptchaVerifier(parseCustomersConfig({ CAPTCHA_SERVER_KEY: SERVER_KEY })).enabled).toBe(
      true,
    );
  });
});
