import { describe, expect, test } from 'vitest';
import { staticClosure, withPageChunks } from './browser-chunks.js';

// esbuild's files as Remix's manifest names them, and the files they became.
const NEW_MODULE: Record<string, string> = {
  '/build/entry.client-E.js': '/build/c/entry.client-1.js',
  '/build/root-R.js': '/build/c/shell-2.js',
  '/build/routes/catalog-C.js': '/build/c/routes.catalog-3.js',
  '/build/routes/catalog.$-S.js': '/build/c/routes.catalog.$-4.js',
  '/build/routes/cart-K.js': '/build/c/routes.cart-5.js',
};
// Every file each new module loads statically, as Rollup's output says.
const IMPORTS: Record<string, string[]> = {
  '/build/entry.client-E.js': ['/build/c/framework-6.js'],
  '/build/root-R.js': ['/build/c/framework-6.js'],
  '/build/routes/catalog-C.js': ['/build/c/framework-6.js', '/build/c/shell-2.js', '/build/c/cards-7.js'],
  '/build/routes/catalog.$-S.js': [
    '/build/c/framework-6.js',
    '/build/c/shell-2.js',
    '/build/c/cards-7.js',
    '/build/c/routes.catalog-3.js',
    '/build/c/filters-8.js',
  ],
  '/build/routes/cart-K.js': ['/build/c/framework-6.js', '/build/c/shell-2.js'],
};

const manifest = {
  version: 'abc123',
  url: '/build/manifest-ABC123.js',
  entry: { module: '/build/entry.client-E.js', imports: ['/build/_shared/chunk-A.js'] },
  routes: {
    root: { id: 'root', module: '/build/root-R.js', imports: ['/build/_shared/chunk-A.js'], hasLoader: true },
    'routes/catalog': {
      id: 'routes/catalog',
      parentId: 'root',
      path: 'catalog',
      module: '/build/routes/catalog-C.js',
      imports: ['/build/_shared/chunk-B.js'],
      hasLoader: true,
    },
    'routes/catalog.$': {
      id: 'routes/catalog.$',
      parentId: 'routes/catalog',
      path: '*',
      module: '/build/routes/catalog.$-S.js',
      hasLoader: true,
    },
    'routes/cart': { id: 'routes/cart', parentId: 'root', path: 'cart', module: '/build/routes/cart-K.js' },
  },
};

describe('withPageChunks', () => {
  const rewritten = withPageChunks(
    manifest,
    (url: string) => NEW_MODULE[url],
    (url: string) => IMPORTS[url],
  );

  test('points the entry and every route at its new file, keeping what else Remix wrote', () => {
    expect(rewritten.entry).toEqual({
      module: '/build/c/entry.client-1.js',
      imports: ['/build/c/framework-6.js'],
    });
    expect(rewritten.version).toBe('abc123');
    expect(rewritten.url).toBe('/build/manifest-ABC123.js');
    expect(rewritten.routes['routes/catalog.$']).toMatchObject({
      id: 'routes/catalog.$',
      parentId: 'routes/catalog',
      path: '*',
      module: '/build/c/routes.catalog.$-4.js',
      hasLoader: true,
    });
  });

  test('lists each file once on a page: none the entry or a parent route already loads', () => {
    // The root's module is the shell file, which the catalogue imports too.
    expect(rewritten.routes.root.imports).toBeUndefined();
    expect(rewritten.routes['routes/catalog'].imports).toEqual(['/build/c/cards-7.js']);
    expect(rewritten.routes['routes/catalog.$'].imports).toEqual(['/build/c/filters-8.js']);
    expect(rewritten.routes['routes/cart'].imports).toBeUndefined();
  });

  test('leaves the manifest it was given as it was', () => {
    expect(manifest.routes['routes/catalog'].module).toBe('/build/routes/catalog-C.js');
    expect(manifest.entry.imports).toEqual(['/build/_shared/chunk-A.js']);
  });
});

describe('staticClosure', () => {
  test('reaches every file once, through cycles', () => {
    const next: Record<string, string[]> = { a: ['b', 'c'], b: ['c'], c: ['a', 'd'], d: [], e: ['a'] };
    expect([...staticClosure(['a'], (id: string) => next[id])].sort()).toEqual(['a', 'b', 'c', 'd']);
  });
});
