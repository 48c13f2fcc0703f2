import { describe, expect, it } from 'vitest';
import { NEWS_PAGE_SIZE } from '~/commerce/contract/content';
import { NEWS_MAX_PAGES, newsPagesOf, nextNewsHref } from './news-paging';

describe('newsPagesOf', () => {
  it('reads whole pages of six', () => {
    expect(NEWS_PAGE_SIZE).toBe(6);
    expect(newsPagesOf(null)).toBe(1);
    expect(newsPagesOf('6')).toBe(1);
    expect(newsPagesOf('12')).toBe(2);
    expect(newsPagesOf(String(NEWS_MAX_PAGES * 6))).toBe(NEWS_MAX_PAGES);
  });

  it('refuses what no link of ours makes', () => {
    for (const bad of [
      '',
      '0',
      '7',
      '-6',
      '6.0',
      'abc',
      ' 6',
      '1e2',
      String((NEWS_MAX_PAGES + 1) * 6),
      '9999999',
    ])
      expect(newsPagesOf(bad), bad).toBeNull();
  });
});

describe('nextNewsHref', () => {
  it('adds one page until the last', () => {
    expect(nextNewsHref(1, 3)).toBe('?shown=12');
    expect(nextNewsHref(2, 3)).toBe('?shown=18');
    expect(nextNewsHref(3, 3)).toBeNull();
    expect(nextNewsHref(1, 0)).toBeNull();
  });
});
