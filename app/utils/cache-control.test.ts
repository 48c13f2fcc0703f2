import { describe, expect, it } from 'vitest';
import { CACHE_PRIVATE, CACHE_PUBLIC, privatePageHeaders, publicPageHeaders } from './cache-control';

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
