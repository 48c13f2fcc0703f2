import { describe, expect, it } from 'vitest';
import { apiFetch, apiRouteOf } from './router.server';

const context = { clientAddress: '127.0.0.1' };
const ask = (path: string, init: RequestInit = {}) =>
  apiFetch(new Request(`http://shop.test${path}`, init), context);

describe('the API router', () => {
  it('answers an unknown path, the bare prefix included, with the API’s JSON 404 and nosniff', async () => {
    for (const path of ['/api', '/api/', '/api/no-such-call/', '/API/NO']) {
      const response = await ask(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await response.json()).toEqual({ success: false, message: 'Такого метода API нет', errors: [] });
    }
  });

  it('refuses a method a path does not serve with 405 and the methods it does', async () => {
    const get = await ask('/api/basket/add');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(await get.json()).toEqual({ success: false, message: 'Метод не поддерживается', errors: [] });
    const post = await ask('/api/openapi.json', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('refuses a change from another site before any handler runs', async () => {
    const response = await ask('/api/no-such-call', {
      method: 'POST',
      headers: { Origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
  });

  it('matches without case and with or without the trailing slash', async () => {
    for (const path of ['/api/openapi.json', '/api/openapi.json/', '/API/OpenAPI.json']) {
      expect((await ask(path)).status).toBe(200);
    }
    const head = await ask('/api/docs', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('labels a path with the endpoint that serves it', () => {
    expect(apiRouteOf('/api/basket/add/')).toBe('/api/basket/add');
    expect(apiRouteOf('/api/basket/17')).toBe('/api/basket/{id}');
    expect(apiRouteOf('/api/feeds/yandex.yml')).toBe('/api/feeds/yandex.yml');
    expect(apiRouteOf('/api/feeds/yandexxyml')).toBe('/api/*');
  });
});
