/// <reference types="vite/client" />
// Which routes use the minimal layout and which keep their scroll position: the spec fixes how
// many (two and one further route, docs/product.md#route-table) without naming them; docs/decisions/0004-layouts.md names
// them. The expectations here are that note's lists, checked against every route module.
import type { Location, UIMatch } from '@remix-run/react';
import { describe, expect, test } from 'vitest';
import { layoutOf, type RouteHandle, scrollKey } from './route-handle';

// Route modules only: a test file beside them would register its tests here when imported.
const handles = import.meta.glob<RouteHandle | undefined>(
  ['../../routes/*.{ts,tsx}', '../../routes/*/route.{ts,tsx}', '!**/*.test.*'],
  {
    eager: true,
    import: 'handle',
  },
);

/** Route files (without the folder and extension) whose handle satisfies `pick`. */
function routesWhere(pick: (handle: RouteHandle) => boolean): string[] {
  return Object.entries(handles)
    .filter(([, handle]) => handle !== undefined && pick(handle))
    .map(([file]) => file.replace('../../routes/', '').replace(/(\/route)?\.tsx?$/, ''))
    .sort();
}

describe('route handles', () => {
  test('the checkout and the order done page use the minimal layout, and the test payment page borrows it', () => {
    expect(routesWhere((h) => h.layout === 'minimal')).toEqual([
      'order.done.$id',
      'order.make',
      'order.pay.$id',
    ]);
  });

  test('catalogue and search keep their scroll position, and one more route: the favourites list', () => {
    // catalog.$ and search.$ re-export these modules' handles (the glob sees them as copies).
    expect(routesWhere((h) => h.keepScroll === true)).toEqual([
      'catalog.$',
      'catalog._index',
      'personal.wishlist',
      'search.$',
      'search._index',
    ]);
  });
});

const location = (key: string) => ({ key, pathname: '/', search: '', hash: '', state: null }) as Location;
const match = (id: string, handle?: RouteHandle) => ({ id, handle }) as UIMatch;

describe('layoutOf and scrollKey', () => {
  test('the deepest route that names a layout wins; none means default', () => {
    expect(layoutOf([match('root'), match('routes/cart')])).toBe('default');
    expect(
      layoutOf([match('root', { layout: 'default' }), match('routes/order.make', { layout: 'minimal' })]),
    ).toBe('minimal');
  });

  test('a keep-scroll route shares one key across its addresses; other pages are keyed per entry', () => {
    const catalogue = [match('root'), match('routes/catalog.$', { keepScroll: true })];
    expect(scrollKey(location('a1'), catalogue)).toBe(scrollKey(location('b2'), catalogue));
    const product = [match('root'), match('routes/product.$code')];
    expect(scrollKey(location('a1'), product)).toBe('a1');
    expect(scrollKey(location('b2'), product)).toBe('b2');
  });
});
