import { describe, expect, it } from 'vitest';
import { hrefWithoutParam, hrefWithParam } from './url-params';

describe('dialog addresses', () => {
  it('adds the parameter and keeps the others', () => {
    expect(hrefWithParam({ pathname: '/brands', search: '' }, 'city', 'open')).toBe('/brands?city=open');
    expect(hrefWithParam({ pathname: '/search/', search: '?q=nike' }, 'login', 'open')).toBe(
      '/search/?q=nike&login=open',
    );
  });

  it('replaces a parameter that is already there', () => {
    expect(hrefWithParam({ pathname: '/', search: '?city=open' }, 'city', 'open')).toBe('/?city=open');
  });

  it('removes the parameter and drops an empty query', () => {
    expect(hrefWithoutParam({ pathname: '/brands', search: '?city=open' }, 'city')).toBe('/brands');
    expect(hrefWithoutParam({ pathname: '/search/', search: '?q=air+max&city=open' }, 'city')).toBe(
      '/search/?q=air+max',
    );
  });
});
