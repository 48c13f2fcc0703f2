// The confirmation page's loader against a stand-in API: the answers the real API gives only
// with time (an expired link) or on failure, and what the page makes of them.
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupCommerceApiMock } from '../../../tests/mocks/commerce-api';
import { loader } from './route';

const { server, requests, url } = setupCommerceApiMock({ SESSION_SECRET: 'subscribe-confirm-test' });
const CONFIRM = '/api/mindbox/customer/subscribe/confirm';
const TOKEN = 'x'.repeat(43);

type LoaderAnswer = { data: { state: { status: string } }; init: { status: number } };

async function load(): Promise<LoaderAnswer> {
  const request = new Request(`http://shop.test/subscribe/confirm/${TOKEN}`);
  return (await loader({ request, params: { token: TOKEN }, context: {} })) as unknown as LoaderAnswer;
}

const refusal = (status: number, message: string) =>
  HttpResponse.json({ success: false, message, errors: [] }, { status });

describe('the confirmation page', () => {
  it('asks the API about the link without changing anything (GET with the token)', async () => {
    server.use(
      http.get(url(CONFIRM), () => HttpResponse.json({ status: 'pending', email: 'anna@example.ru' })),
    );
    const answer = await load();
    expect(answer.init.status).toBe(200);
    expect(answer.data.state).toEqual({ status: 'pending', email: 'anna@example.ru' });
    expect(requests[0]).toMatchObject({ method: 'GET', search: `?token=${TOKEN}` });
  });

  it('an expired link (410) is a 410 page saying so', async () => {
    server.use(http.get(url(CONFIRM), () => refusal(410, 'Ссылка из письма устарела')));
    const answer = await load();
    expect(answer.init.status).toBe(410);
    expect(answer.data.state).toEqual({ status: 'expired' });
  });

  it.each([404, 400])('an unknown or malformed link (%i) is a 404 page', async (status) => {
    server.use(http.get(url(CONFIRM), () => refusal(status, 'Такой ссылки нет')));
    const answer = await load();
    expect(answer.init.status).toBe(404);
    expect(answer.data.state).toEqual({ status: 'invalid' });
  });

  it('an API failure is not dressed up as a dead link', async () => {
    server.use(http.get(url(CONFIRM), () => refusal(503, 'Сервис недоступен')));
    await expect(load()).rejects.toBeTruthy();
  });
});
