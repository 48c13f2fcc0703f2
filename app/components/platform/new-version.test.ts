import { describe, expect, it } from 'vitest';
import { buildChanged, isInAppNavigation, type LinkClick } from './new-version';

describe('buildChanged', () => {
  it('is true only when the server names another build than the page runs', () => {
    expect(buildChanged('4bfa1134', 'c0ffee01')).toBe(true);
    expect(buildChanged('4bfa1134', '4bfa1134')).toBe(false);
  });

  it('is false when either side is unknown', () => {
    expect(buildChanged(undefined, 'c0ffee01')).toBe(false);
    expect(buildChanged('4bfa1134', null)).toBe(false);
    expect(buildChanged('4bfa1134', '')).toBe(false);
    expect(buildChanged('4bfa1134', 42)).toBe(false);
  });
});

describe('isInAppNavigation', () => {
  const here = new URL('https://shop.example/catalog/man/?sort=new');
  const click = (
    href: string,
    extra: Partial<LinkClick> = {},
    link: Partial<NonNullable<LinkClick['link']>> = {},
  ) =>
    ({
      button: 0,
      modified: false,
      defaultPrevented: false,
      link: { href, target: '', download: false, ...link },
      ...extra,
    }) satisfies LinkClick;

  it('is true for a plain click on a link to another page of the shop', () => {
    expect(isInAppNavigation(click('/product/abc'), here)).toBe(true);
    expect(isInAppNavigation(click('https://shop.example/catalog/man/?sort=price'), here)).toBe(true);
    expect(isInAppNavigation(click('/catalog/man/?sort=new&login=open'), here)).toBe(true);
  });

  it('is false where the browser or nobody would navigate in the app', () => {
    expect(isInAppNavigation(click('https://other.example/'), here)).toBe(false);
    expect(isInAppNavigation(click('/catalog/man/?sort=new#filters'), here)).toBe(false);
    expect(isInAppNavigation(click('/product/abc', { button: 1 }), here)).toBe(false);
    expect(isInAppNavigation(click('/product/abc', { modified: true }), here)).toBe(false);
    expect(isInAppNavigation(click('/product/abc', { defaultPrevented: true }), here)).toBe(false);
    expect(isInAppNavigation(click('/product/abc', {}, { target: '_blank' }), here)).toBe(false);
    expect(isInAppNavigation(click('/file.pdf', {}, { download: true }), here)).toBe(false);
    expect(isInAppNavigation({ ...click('/'), link: null }, here)).toBe(false);
  });
});
