import { describe, expect, it } from 'vitest';
import { mergeShown, type ShownPages } from './shown-products';

const PAGE = 2;
const pages = (listKey: string, first: number, last: number): ShownPages<number> => ({
  listKey,
  first,
  last,
  products: Array.from({ length: (last - first + 1) * PAGE }, (_, i) => (first - 1) * PAGE + i + 1),
});

describe('show more appends', () => {
  it('adds the next page to what is held', () => {
    const held = pages('a', 1, 2);
    expect(mergeShown(held, pages('a', 1, 3), PAGE).products).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('keeps growing past the server window', () => {
    const held = pages('a', 1, 4);
    const next = mergeShown(held, pages('a', 2, 5), PAGE);
    expect(next).toMatchObject({ first: 1, last: 5 });
    expect(next.products).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('keeps the longer list when the same window is loaded again', () => {
    const held = pages('a', 1, 6);
    expect(mergeShown(held, pages('a', 3, 6), PAGE)).toBe(held);
  });

  it('replaces the list when the filters change or the pages do not continue', () => {
    expect(mergeShown(pages('a', 1, 2), pages('b', 1, 1), PAGE)).toEqual(pages('b', 1, 1));
    expect(mergeShown(pages('a', 1, 2), pages('a', 5, 6), PAGE)).toEqual(pages('a', 5, 6));
    expect(mergeShown(null, pages('a', 1, 1), PAGE)).toEqual(pages('a', 1, 1));
  });

  it('is idempotent, so it may run on every render', () => {
    const once = mergeShown(pages('a', 1, 2), pages('a', 1, 3), PAGE);
    expect(mergeShown(once, pages('a', 1, 3), PAGE)).toEqual(once);
  });
});
