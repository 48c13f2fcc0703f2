import { describe, expect, it } from 'vitest';
import { loadPages, nextShownHref, pagesShown, shownHref, steppedBackHref } from './shown-paging';

const at = (path: string) => new URL(path, 'http://shop.test');

describe('show-more paging by ?shown= (spec §2, §4)', () => {
  it('reads whole pages from the item count; malformed or missing is the first page', () => {
    expect(pagesShown(at('/personal/wishlist'), 12)).toBe(1);
    expect(pagesShown(at('/personal/wishlist?shown=24'), 12)).toBe(2);
    expect(pagesShown(at('/personal/wishlist?shown=25'), 12)).toBe(3);
    expect(pagesShown(at('/personal/wishlist?shown=0'), 12)).toBe(1);
    expect(pagesShown(at('/personal/wishlist?shown=-3'), 12)).toBe(1);
    expect(pagesShown(at('/personal/wishlist?shown=abc'), 12)).toBe(1);
    expect(pagesShown(at('/personal/wishlist?shown=99999'), 12)).toBe(30);
  });

  it('offers one page more until the last, never with a page parameter', () => {
    expect(nextShownHref(at('/personal/wishlist'), 1, 3, 12)).toBe('/personal/wishlist?shown=24');
    expect(nextShownHref(at('/personal/wishlist?shown=24'), 2, 3, 12)).toBe('/personal/wishlist?shown=36');
    expect(nextShownHref(at('/personal/wishlist?shown=36'), 3, 3, 12)).toBeNull();
    expect(shownHref(at('/personal/wishlist?shown=36'), 1, 12)).toBe('/personal/wishlist');
  });

  it('steps back to the last page that still exists after removals', () => {
    expect(steppedBackHref(at('/personal/wishlist?shown=36'), 3, 2, 12)).toBe('/personal/wishlist?shown=24');
    expect(steppedBackHref(at('/personal/wishlist?shown=24'), 2, 1, 12)).toBe('/personal/wishlist');
    expect(steppedBackHref(at('/personal/wishlist?shown=24'), 2, 0, 12)).toBe('/personal/wishlist');
    expect(steppedBackHref(at('/personal/wishlist?shown=24'), 2, 2, 12)).toBeNull();
    expect(steppedBackHref(at('/personal/wishlist'), 1, 0, 12)).toBeNull();
    // An odd count is put right too.
    expect(steppedBackHref(at('/personal/wishlist?shown=13'), 2, 5, 12)).toBe('/personal/wishlist?shown=24');
  });

  it('loads every page shown and joins them in order', async () => {
    const asked: number[] = [];
    const { first, items } = await loadPages(
      3,
      async (page) => {
        asked.push(page);
        return { totalPages: 4, list: [page * 10, page * 10 + 1] };
      },
      (page) => page.list,
    );
    expect(asked.sort()).toEqual([1, 2, 3]);
    expect(first.totalPages).toBe(4);
    expect(items).toEqual([10, 11, 20, 21, 30, 31]);
  });
});
