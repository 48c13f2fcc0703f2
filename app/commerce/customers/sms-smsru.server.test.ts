import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { smsRuMock } from '../../../tests/mocks/sms-ru';
import { parseCustomersConfig } from '../config/customers.server';
import { createSmsProvider } from './deps.server';
import { SmsSendError } from './sms-provider.server';
import { createSmsRuProvider } from './sms-smsru.server';

const gateway = smsRuMock();
const server = setupServer(gateway.handler);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  gateway.behaviour = 'sent';
  gateway.requests.length = 0;
});

const provider = createSmsRuProvider({ apiId: 'test-api-id', sender: 'SHOP', test: true, timeoutMs: 300 });
const message = { to: '+79991234567', text: 'Код для входа: 0427. Никому его не сообщай.' };

describe('the SMS.ru adapter', () => {
  test('posts the documented form fields and resolves when the number is accepted', async () => {
    await provider.send(message);
    expect(gateway.requests).toEqual([
      { api_id: 'test-api-id', to: '79991234567', msg: message.text, json: '1', from: 'SHOP', test: '1' },
    ]);
  });

  test.each([
    ['http-500', /HTTP 500/],
    ['request-error', /refused the request: 200 Неправильный api_id/],
    ['number-error', /refused the recipient: 207/],
    ['garbage', /unreadable answer/],
    ['hang', /did not answer in 300 ms/],
  ] as const)('throws SmsSendError when the gateway answers %s', async (behaviour, reason) => {
    gateway.behaviour = behaviour;
    const error = await provider.send(message).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(SmsSendError);
    expect((error as Error).message).toMatch(reason);
    expect((error as Error).message).not.toContain('test-api-id');
  });
});

describe('choosing the provider', () => {
  test('is the console by default and SMS.ru when configured with a key', () => {
    expect(createSmsProvider(parseCustomersConfig({})).name).toBe('console');
    expect(createSmsProvider(parseCustomersConfig({ SMS_PROVIDER: 'smsru', SMSRU_API_ID: 'k' })).name).toBe(
      'smsru',
    );
  });

  test('refuses SMS.ru without its key at start-up', () => {
    expect(() => parseCustomersConfig({ SMS_PROVIDER: 'smsru' })).toThrow(/SMSRU_API_ID: required/);
  });
});
