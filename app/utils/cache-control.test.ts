import { describe, expect, it } from 'vitest';
import {
  CACHE_PRIVATE,
  CACHE_PUBLIC,
  privatePageHeaders,
  publicPageHeaders,
  settleCachePolicy,
} from './cache-control';

function args(parent?: string) {
  const parentHeaders = new Headers(parent ? { 'Cache-Control': parent } : {});
  return {
    parentHeaders,
    loaderHeaders: new Headers(),
    actionHeaders: new Headers(),
    errorHeaders: undefined,
  };
}

function cacheControl(init: HeadersInit): string | null {
  return new Headers(init).get('Cache-Control');
}

describe('page cache headers', () => {
  it('lets a shared cache keep a content page when no parent is personal', () => {
    expect(cacheControl(publicPageHeaders(args()))).toBe(CACHE_PUBLIC);
    expect(cacheControl(publicPageHeaders(args('public, max-age=60')))).toBe(CACHE_PUBLIC);
  });

  it('keeps a content page private when a parent loaded personal data', () => {
    expect(cacheControl(publicPageHeaders(args('private, no-store')))).toBe('private, no-store');
    expect(cacheControl(publicPageHeaders(args('no-store')))).toBe('no-store');
  });

  it('never lets a personal page be stored', () => {
    expect(cacheControl(privatePageHeaders(args()))).toBe(CACHE_PRIVATE);
    expect(cacheControl(privatePageHeaders(args(CACHE_PUBLIC)))).toBe(CACHE_PRIVATE);
  });
});

describe('the last word on a page answer (settleCachePolicy)', () => {
  const page = (init: RequestInit = {}) => new Request('http://shop.test/catalog/', init);
  /** The answer's Cache-Control and Vary after the check, for a route that said `policy`. */
  function settled(request: Request, status: number, policy: string | null, setCookie?: string) {
    const headers = new Headers(policy ? { 'Cache-Control': policy } : {});
    if (setCookie) headers.append('Set-Cookie', setCookie);
    settleCachePolicy(request, status, headers);
    return { cacheControl: headers.get('Cache-Control'), vary: headers.get('Vary') };
  }

  it('keeps a public page public for a GET without cookies, and says what it varies on', () => {
    expect(settled(page(), 200, CACHE_PUBLIC)).toEqual({
      cacheControl: CACHE_PUBLIC,
      vary: 'Cookie, Sec-CH-UA-Mobile',
    });
    expect(settled(page({ method: 'HEAD' }), 200, CACHE_PUBLIC).cacheControl).toBe(CACHE_PUBLIC);
  });

  it('makes it private when the request has any cookie, the answer sets one, or it is not a 200', () => {
    expect(settled(page({ headers: { Cookie: '_ym_uid=1' } }), 200, CACHE_PUBLIC).cacheControl).toBe(
      CACHE_PRIVATE,
    );
    expect(settled(page(), 200, CACHE_PUBLIC, 'utm=x; Path=/').cacheControl).toBe(CACHE_PRIVATE);
    expect(settled(page(), 404, CACHE_PUBLIC).cacheControl).toBe(CACHE_PRIVATE);
    expect(settled(page(), 500, CACHE_PUBLIC).cacheControl).toBe(CACHE_PRIVATE);
    expect(settled(page({ method: 'POST' }), 200, CACHE_PUBLIC).cacheControl).toBe(CACHE_PRIVATE);
    expect(settled(page(), 200, null).cacheControl).toBe(CACHE_PRIVATE);
  });

  it('leaves a personal policy as the route said it', () => {
    expect(settled(page(), 200, 'no-store')).toEqual({ cacheControl: 'no-store', vary: null });
  });
});
