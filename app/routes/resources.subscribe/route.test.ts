// The subscribe action against a stand-in API: what the fetcher receives (JSON) and what a
// browser without JavaScript is redirected with, including the failures the real API is
// hard to make fail with (docs/product.md#errors: exception → logged, generic notice, modal closes).
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { SUBSCRIBE_MESSAGES } from '~/commerce/contract/subscribe';
import { SUBSCRIBE_FAILED } from '~/components/subscribe/subscribe-reply';
import type { FormReply } from '~/forms/form-reply';
import { storeCookies } from '~/sessions/cookies.server';
import { verifySignedClientAddress } from '~/utils/client-address-signature.server';
import { setupCommerceApiMock } from '../../../tests/mocks/commerce-api';
import { action } from './route';
import { captureLogs } from '../../../tests/mocks/log-capture';

const { server, requests, url } = setupCommerceApiMock({
  SESSION_SECRET: 'subscribe-action-test',
  CLIENT_ADDRESS_SECRET: 'subscribe-action-test',
});
const SUBSCRIBE = '/api/mindbox/customer/subscribe';

afterEach(() => vi.restoreAllMocks());

/** The fetcher's body: conform's reply. */
async function replyOf(response: Response): Promise<FormReply> {
  return (await response.json()) as FormReply;
}

function post(fields: Record<string, string>, headers: Record<string, string> = {}, clientAddress?: string) {
  const request = new Request('http://shop.test/resources/subscribe', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ returnTo: '/about/company?subscribe=open', ...fields }),
  });
  return action({ request, params: {}, context: { clientAddress } }) as Promise<Response>;
}

async function flashOf(response: Response) {
  const line = response.headers.getSetCookie().find((l) => l.startsWith('flash='));
  return storeCookies.flash.read(line?.split(';')[0] ?? null);
}

describe('with JavaScript (fetcher)', () => {
  const viaFetcher = { via: 'fetcher', consent: 'Y' };

  it('answers subscribed, passing on the visitor’s address (signed) and browser', async () => {
    server.use(http.post(url(SUBSCRIBE), () => HttpResponse.json({ success: true })));
    const response = await post(
      { ...viaFetcher, email: ' Anna@Example.ru ' },
      { 'X-Forwarded-For': '198.51.100.66', 'User-Agent': 'TestBrowser/1.0' },
      '212.164.0.1',
    );
    expect(response.status).toBe(200);
    const reply = await replyOf(response);
    expect(reply.status).toBe('success');
    expect(reply.error).toBeUndefined();
    expect(requests[0].body).toEqual({ email: 'anna@example.ru' });
    // The address the server resolved, never the header the visitor wrote.
    expect(verifySignedClientAddress(requests[0].headers.get('x-shop-client-address'))).toBe('212.164.0.1');
    expect(requests[0].headers.get('x-forwarded-for')).toBeNull();
    expect(requests[0].headers.get('user-agent')).toBe('TestBrowser/1.0');
  });

  it('puts the API’s message under the email field', async () => {
    server.use(
      http.post(url(SUBSCRIBE), () =>
        HttpResponse.json({ success: true, message: SUBSCRIBE_MESSAGES.alreadySubscribed }),
      ),
    );
    const response = await post({ ...viaFetcher, email: 'anna@example.ru' });
    expect(response.status).toBe(422);
    expect(await replyOf(response)).toMatchObject({
      status: 'error',
      initialValue: { email: 'anna@example.ru' },
      error: { email: [SUBSCRIBE_MESSAGES.alreadySubscribed] },
    });
  });

  it('shows the field message of a refused address (400 with errors)', async () => {
    server.use(
      http.post(url(SUBSCRIBE), () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Ошибка ввода данных',
            errors: [{ property: 'email', message: 'Домен не принимает почту' }],
          },
          { status: 400 },
        ),
      ),
    );
    const response = await post({ ...viaFetcher, email: 'anna@example.ru' });
    expect(response.status).toBe(422);
    expect(await replyOf(response)).toMatchObject({
      status: 'error',
      error: { email: ['Домен не принимает почту'] },
    });
  });

  it('checks the form before calling the API', async () => {
    for (const [fields, message] of [
      [{ email: '' }, 'Пожалуйста, укажи свой email'],
      [{ email: 'anna@' }, 'E-mail указан неверно'],
    ] as const) {
      const response = await post({ ...viaFetcher, ...fields });
      expect(response.status).toBe(422);
      expect(await replyOf(response)).toMatchObject({ status: 'error', error: { email: [message] } });
    }
    const noConsent = await replyOf(await post({ via: 'fetcher', email: 'anna@example.ru' }));
    expect(noConsent.error).toEqual({ consent: ['Нужно дать согласие'] });
    // A consent box that sent another value is no consent.
    const otherValue = await post({ via: 'fetcher', email: 'anna@example.ru', consent: 'N' });
    expect(otherValue.status).toBe(422);
    expect((await replyOf(otherValue)).error).toEqual({ consent: ['Нужно дать согласие'] });
    // Both mistakes travel; the form shows the email's first (firstFieldError).
    const both = await replyOf(await post({ via: 'fetcher', email: ' ' }));
    expect(both.error).toEqual({ email: ['Пожалуйста, укажи свой email'], consent: ['Нужно дать согласие'] });
    expect(requests).toHaveLength(0);
  });

  it('logs a failed call and answers the generic notice (500 and no answer alike)', async () => {
    const log = captureLogs();
    server.use(http.post(url(SUBSCRIBE), () => new HttpResponse(null, { status: 500 })));
    const broken = await post({ ...viaFetcher, email: 'anna@example.ru' });
    expect(broken.status).toBe(502);
    expect(await replyOf(broken)).toMatchObject({ status: 'error', error: { '': [SUBSCRIBE_FAILED] } });
    server.use(http.post(url(SUBSCRIBE), () => HttpResponse.error()));
    const unreached = await post({ ...viaFetcher, email: 'anna@example.ru' });
    expect(unreached.status).toBe(502);
    expect((await replyOf(unreached)).error).toEqual({ '': [SUBSCRIBE_FAILED] });
    log.restore();
    expect(log.lines.some((line) => line.name === 'subscribe' && line.level === 'error')).toBe(true);
  });
});

describe('without JavaScript (303 and flash)', () => {
  it('goes back with the modal closed and the success in the flash', async () => {
    server.use(http.post(url(SUBSCRIBE), () => HttpResponse.json({ success: true })));
    const response = await post({ email: 'anna@example.ru', consent: 'Y' });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/about/company');
    expect(await flashOf(response)).toEqual({
      kind: 'subscribe',
      reply: {
        status: 'success',
        initialValue: { returnTo: '/about/company?subscribe=open', email: 'anna@example.ru', consent: 'Y' },
      },
    });
  });

  it('goes back with the modal open and the message in the flash', async () => {
    const response = await post({ email: 'anna@', consent: 'Y', returnTo: '/catalog/man/?sort=price' });
    expect(response.headers.get('Location')).toBe('/catalog/man/?sort=price&subscribe=open');
    expect(await flashOf(response)).toMatchObject({
      kind: 'subscribe',
      reply: {
        status: 'error',
        initialValue: { email: 'anna@' },
        error: { email: ['E-mail указан неверно'] },
      },
    });
  });

  it('closes the modal on a failure and leaves the notice', async () => {
    const log = captureLogs();
    onTestFinished(() => log.restore());
    server.use(http.post(url(SUBSCRIBE), () => new HttpResponse(null, { status: 503 })));
    const response = await post({ email: 'anna@example.ru', consent: 'Y' });
    expect(response.headers.get('Location')).toBe('/about/company');
    expect(await flashOf(response)).toMatchObject({
      kind: 'subscribe',
      reply: { status: 'error', error: { '': [SUBSCRIBE_FAILED] } },
    });
  });

  it('never redirects off the site', async () => {
    const response = await post({ email: 'anna@', consent: 'Y', returnTo: 'https://evil.test/' });
    expect(response.headers.get('Location')).toBe('/?subscribe=open');
  });
});
