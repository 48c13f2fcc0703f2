// The API client's reading of answers: error bodies, answers off the contract or not JSON, network failures.
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { Echo, session, setupApiClientMock } from '../../tests/mocks/api-client.kit';
import { ApiCallError, apiCall } from './api-client.server';

const { server, url, callsTo } = setupApiClientMock();

describe('answers', () => {
  it('turns the error body into an ApiCallError with its field errors', async () => {
    const errors = [
      { property: 'phone', message: 'Введи корректный номер телефона в формате +7 (9xx) xxx-xx-xx' },
    ];
    server.use(
      http.post(url('/api/echo'), () =>
        HttpResponse.json({ success: false, message: errors[0].message, errors }, { status: 422 }),
      ),
    );
    const failure = await apiCall({
      method: 'POST',
      path: '/api/echo',
      schema: Echo,
      session: session(),
    }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiCallError);
    expect(failure).toMatchObject({ status: 422, message: errors[0].message, errors, kind: 'http' });
  });

  it('refuses an answer that does not match the contract', async () => {
    server.use(http.get(url('/api/echo'), () => HttpResponse.json({ ok: 'yes' })));
    await expect(apiCall({ path: '/api/echo', schema: Echo, session: session() })).rejects.toMatchObject({
      kind: 'contract',
      status: 502,
    });
  });

  it('refuses an answer that is not JSON', async () => {
    server.use(
      http.get(
        url('/api/echo'),
        () => new HttpResponse('<html>', { headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    await expect(apiCall({ path: '/api/echo', schema: Echo, session: session() })).rejects.toMatchObject({
      kind: 'contract',
    });
  });

  it('reports a network failure after the retry', async () => {
    server.use(http.get(url('/api/echo'), () => HttpResponse.error()));
    await expect(apiCall({ path: '/api/echo', schema: Echo, session: session() })).rejects.toMatchObject({
      kind: 'network',
      status: 503,
    });
    expect(callsTo('/api/echo')).toHaveLength(2);
  });
});
