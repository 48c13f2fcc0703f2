// The API client's request: the spec's headers for a guest and a signed-in shopper, query and body.
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { Echo, ok, session, setupApiClientMock, signedIn } from '../../tests/mocks/api-client.kit';
import { withRequestId } from '~/utils/log.server';
import { apiCall } from './api-client.server';

const { server, requests, url } = setupApiClientMock();

describe('apiCall headers (spec §7)', () => {
  it('sends Accept, User-Location-Id, Fuser-Token and the device id for a guest, and no Authorization', async () => {
    server.use(http.get(url('/api/echo'), ok));
    await apiCall({ path: '/api/echo', schema: Echo, session: session() });
    const [sent] = requests;
    expect(sent.headers.get('accept')).toBe('application/json');
    expect(sent.headers.get('user-location-id')).toBe('648');
    expect(sent.headers.get('fuser-token')).toBe('guest-1');
    expect(sent.headers.get('x-device-id')).toBe('device-1');
    expect(sent.headers.get('authorization')).toBeNull();
  });

  it('sends Authorization Bearer and no Fuser-Token for a signed-in shopper, without refreshing a fresh token', async () => {
    server.use(http.get(url('/api/echo'), ok));
    const s = session({ tokens: signedIn(600) });
    await apiCall({ path: '/api/echo', schema: Echo, session: s });
    expect(requests.map((r) => r.path)).toEqual(['/api/echo']);
    expect(requests[0].headers.get('authorization')).toBe(`Bearer ${s.tokens?.token}`);
    expect(requests[0].headers.get('fuser-token')).toBeNull();
  });

  it('encodes the query and sends a JSON body with its content type', async () => {
    server.use(http.post(url('/api/echo'), ok));
    await apiCall({
      method: 'POST',
      path: '/api/echo',
      query: { q: 'кроссовки nike', page: 2, none: undefined },
      body: { a: 1 },
      schema: Echo,
      session: session(),
    });
    expect(new URLSearchParams(requests[0].search).get('q')).toBe('кроссовки nike');
    expect(requests[0].search).not.toContain('none');
    expect(requests[0].headers.get('content-type')).toBe('application/json');
    expect(requests[0].body).toEqual({ a: 1 });
  });

  it('passes on the id of the request it is made for, so the API logs under the same id', async () => {
    server.use(http.get(url('/api/echo'), ok));
    await withRequestId('page-view-0042', () =>
      apiCall({ path: '/api/echo', schema: Echo, session: session() }),
    );
    await apiCall({ path: '/api/echo', schema: Echo, session: session() });
    expect(requests.map((r) => r.headers.get('x-request-id'))).toEqual(['page-view-0042', null]);
  });
});
