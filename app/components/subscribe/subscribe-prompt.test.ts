import { describe, expect, it } from 'vitest';
import {
  isPromptPath,
  nextVisit,
  PROMPT_COOKIE_MAX_AGE,
  promptDelay,
  promptedCookie,
  wasPrompted,
} from './subscribe-prompt';

describe('isPromptPath', () => {
  it('keeps quiet on the basket, checkout and account pages', () => {
    for (const quiet of [
      '/cart',
      '/cart/',
      '/order/make',
      '/order/done/100245',
      '/personal',
      '/personal/orders',
    ])
      expect(isPromptPath(quiet), quiet).toBe(false);
    for (const page of ['/', '/catalog/man/', '/product/x', '/about/news', '/cartoons', '/personality'])
      expect(isPromptPath(page), page).toBe(true);
  });
});

describe('the visit', () => {
  it('counts pages from the first one and keeps its start', () => {
    const first = nextVisit(null, 1_000);
    expect(first).toEqual({ pages: 1, since: 1_000 });
    const second = nextVisit(JSON.stringify(first), 5_000);
    expect(second).toEqual({ pages: 2, since: 1_000 });
  });

  it('starts again from a record that is not ours', () => {
    for (const stored of ['{', '"x"', '{"pages":"2","since":1}', '{"pages":2,"since":9999999}'])
      expect(nextVisit(stored, 2_000), stored).toEqual({ pages: 1, since: 2_000 });
  });

  it('offers itself from the second page, 30 s after the first', () => {
    expect(promptDelay({ pages: 1, since: 0 }, 60_000)).toBeNull();
    expect(promptDelay({ pages: 2, since: 0 }, 10_000)).toBe(20_000);
    expect(promptDelay({ pages: 2, since: 0 }, 30_000)).toBe(0);
    expect(promptDelay({ pages: 5, since: 0 }, 90_000)).toBe(0);
  });
});

describe('the cookie', () => {
  it('is found among others and written for half a year', () => {
    expect(wasPrompted('a=1; subscribe_prompt=shown; b=2')).toBe(true);
    expect(wasPrompted('subscribe_prompt_x=1; a=2')).toBe(false);
    expect(wasPrompted('')).toBe(false);
    expect(PROMPT_COOKIE_MAX_AGE).toBe(15_552_000);
    expect(promptedCookie(false)).toBe('subscribe_prompt=shown; Max-Age=15552000; Path=/; SameSite=Lax');
    expect(promptedCookie(true)).toMatch(/; Secure$/);
  });
});
