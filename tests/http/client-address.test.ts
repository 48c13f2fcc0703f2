// Per-IP limits key on the shopper's real address (docs/decisions/0024-client-address.md): each
// address its own bucket, and nothing a client writes in a header moves it to another. The
// whole 127.0.0.0/8 is local, so a request sent from 127.0.0.2 is a second shopper reaching
// the shop directly; the test server trusts only 127.0.0.1 as a proxy (TEST_TRUSTED_PROXY).
import http from 'node:http';
import { describe, expect, inject, test } from 'vitest';
import { OTP_RULES } from '~/commerce/customers/otp-rules';
import { randomIp, randomPhone } from '../mocks/sms-sign-in';

const base = new URL(inject('baseUrl'));

// docs/configuration.md#sign-in-codes-why-4-digits-are-enough: one IP address may ask for 20 codes an hour.
const README_CODES_PER_IP_PER_HOUR = 20;
const TOO_MANY_FROM_DEVICE = /^Слишком много запросов кода с твоего устройства\. Попробуй через /;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/** A POST sent from `localAddress`, as a shopper at that address sends it. */
function postFrom(
  localAddress: string,
  path: string,
  body: string,
  headers: Record<string, string>,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: base.hostname,
        port: base.port,
        path,
        method: 'POST',
        localAddress,
        headers: { Accept: 'application/json', 'Content-Length': Buffer.byteLength(body), ...headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: JSON.parse(text) as Record<string, unknown>,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** POST /api/auth/code for a fresh phone (so only the per-IP limit can refuse it). */
const askCode = (from: string, headers: Record<string, string> = {}) =>
  postFrom(from, '/api/auth/code', JSON.stringify({ phone: randomPhone(), token: '' }), {
    'Content-Type': 'application/json',
    ...headers,
  });

/** The storefront's sign-in dialog asking for a code, as its fetcher posts it. */
const askCodeThroughStorefront = (from: string) =>
  postFrom(
    from,
    '/resources/auth/login',
    new URLSearchParams({ intent: 'phone', phone: randomPhone(), via: 'fetcher', returnTo: '/' }).toString(),
    { 'Content-Type': 'application/x-www-form-urlencoded' },
  );

describe('per-IP sign-in code limits', () => {
  test('the limit is the README’s', () => {
    expect(OTP_RULES.perIp).toEqual({ windowMs: 60 * 60 * 1000, max: README_CODES_PER_IP_PER_HOUR });
  });

  test('each address has its own bucket, and no header a client writes escapes it', async () => {
    const shopper = '127.0.0.2';
    for (let i = 0; i < README_CODES_PER_IP_PER_HOUR; i++) {
      const answer = await askCode(shopper);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
    const over = await askCode(shopper);
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(TOO_MANY_FROM_DEVICE);

    // A forged X-Forwarded-For: the shopper is not a trusted proxy, so it is not believed.
    const forged = await askCode(shopper, { 'X-Forwarded-For': randomIp() });
    expect(forged.status).toBe(429);
    expect(forged.body.message).toMatch(TOO_MANY_FROM_DEVICE);
    // A forged storefront header: its signature does not check out.
    const unsigned = await askCode(shopper, { 'X-Shop-Client-Address': `${randomIp()};1;AAAA` });
    expect(unsigned.status).toBe(429);

    // The storefront passes the shopper's own address on: the same bucket, refused there too.
    const viaStorefront = await askCodeThroughStorefront(shopper);
    expect(viaStorefront.status).toBe(429);
    // conform's reply: the API's refusal as the form's message.
    expect(viaStorefront.body).toMatchObject({
      error: { '': [expect.stringMatching(TOO_MANY_FROM_DEVICE)] },
    });

    // Another shopper is not held by the first one's codes, directly or through the storefront.
    const other = await askCode('127.0.0.3');
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    const otherViaStorefront = await askCodeThroughStorefront('127.0.0.4');
    expect(otherViaStorefront.status, JSON.stringify(otherViaStorefront.body)).toBe(200);
    expect(otherViaStorefront.body).toMatchObject({ step: 'code' });
  });
});
