import { describe, expect, it } from 'vitest';
import { breakpointFor, deviceForBreakpoint } from '~/utils/breakpoints';
import { cityModalFromUrl, cityModalHref, withoutCityModal } from '~/components/layout/city-modal-url';
import { deviceOf } from './device.server';
import { safeReturnPath } from '~/utils/return-path';

describe('breakpoints (spec §9)', () => {
  it('names the widest breakpoint not wider than the viewport', () => {
    expect(breakpointFor(200)).toBe('mobile');
    expect(breakpointFor(375)).toBe('mobileMedium');
    expect(breakpointFor(767)).toBe('mobileWide');
    expect(breakpointFor(768)).toBe('tablet');
    expect(breakpointFor(1024)).toBe('desktop');
    expect(breakpointFor(1280)).toBe('desktopMedium');
    expect(breakpointFor(2560)).toBe('desktopWide');
  });

  it('counts desktop from 1024 px', () => {
    expect(deviceForBreakpoint('tablet')).toBe('mobile');
    expect(deviceForBreakpoint('desktop')).toBe('desktop');
  });
});

describe('deviceOf', () => {
  const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
  const linux = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';
  const req = (headers: Record<string, string>) => new Request('http://shop.test/', { headers });

  it('trusts the reported breakpoint first, then the client hint, then the user agent', () => {
    expect(deviceOf(req({ 'User-Agent': iphone }), 'desktopWide')).toBe('desktop');
    expect(deviceOf(req({ 'User-Agent': linux, 'Sec-CH-UA-Mobile': '?1' }), null)).toBe('mobile');
    expect(deviceOf(req({ 'User-Agent': iphone, 'Sec-CH-UA-Mobile': '?0' }), null)).toBe('desktop');
    expect(deviceOf(req({ 'User-Agent': iphone }), null)).toBe('mobile');
    expect(deviceOf(req({ 'User-Agent': linux }), null)).toBe('desktop');
    expect(deviceOf(req({}), null)).toBe('desktop');
  });
});

describe('safeReturnPath', () => {
  it('keeps paths of this site', () => {
    expect(safeReturnPath('/catalog/man/?sort=price')).toBe('/catalog/man/?sort=price');
    expect(safeReturnPath('/')).toBe('/');
    expect(safeReturnPath('/search/?q=%D0%BA')).toBe('/search/?q=%D0%BA');
  });

  it('refuses anything that could leave the site', () => {
    for (const bad of [
      'https://evil.test/',
      '//evil.test',
      '/\\evil.test',
      '\\\\evil',
      'javascript:alert(1)',
      'catalog',
      '/a\nb',
      '',
      null,
      42,
      `/${'a'.repeat(3000)}`,
    ]) {
      expect(safeReturnPath(bad, '/home')).toBe('/home');
    }
  });
});

describe('city modal URL', () => {
  it('opens with ?city=open and carries the trimmed search text', () => {
    expect(cityModalFromUrl(new URL('http://s/catalog/?city=open&city-q=%20мос%20'))).toEqual({
      query: 'мос',
    });
    expect(cityModalFromUrl(new URL('http://s/catalog/?city=216'))).toBeNull();
    expect(cityModalFromUrl(new URL(`http://s/?city=open&city-q=${'я'.repeat(500)}`))?.query).toHaveLength(
      100,
    );
  });

  it('builds the links that open and close it, keeping other parameters', () => {
    expect(cityModalHref('/catalog/man/?sort=price&city-q=x')).toBe('/catalog/man/?sort=price&city=open');
    expect(withoutCityModal('/catalog/man/?sort=price&city=open&city-q=%D0%BC')).toBe(
      '/catalog/man/?sort=price',
    );
  });

  it('reads a path of leading slashes as a path, not as a host (which "////" would lack)', () => {
    expect(cityModalHref('////////////')).toBe('/?city=open');
    expect(withoutCityModal('//evil.example/x?city=open')).toBe('/evil.example/x');
  });
});
