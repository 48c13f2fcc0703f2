import { describe, expect, it } from 'vitest';
import { pageParamRedirect, withoutPageParams } from './page-param';

describe('pageParamRedirect', () => {
  it.each([
    ['/catalog/man/?page=2', '/catalog/man/'],
    ['/catalog/man?page=2', '/catalog/man'],
    ['/catalog/man/?sort=price&page=2&brand=nike', '/catalog/man/?sort=price&brand=nike'],
    ['/catalog/man/?page=2&sort=price', '/catalog/man/?sort=price'],
    ['/catalog/man/?sort=price&page=', '/catalog/man/?sort=price'],
    ['/catalog/man/?page=1&page=2', '/catalog/man/'],
    [
      '/catalog/man/?PAGEN_1=3&q=%D0%BA%D0%B5%D0%B4%D1%8B&size=42+43',
      '/catalog/man/?q=%D0%BA%D0%B5%D0%B4%D1%8B&size=42+43',
    ],
    ['/search/?q=new+balance&PAGEN_12=2', '/search/?q=new+balance'],
    ['/search/?q=a&&page=2&b', '/search/?q=a&b'],
    ['/product/ABC-123?page', '/product/ABC-123'],
    ['/about/news/?pag%65=4&tag=x', '/about/news/?tag=x'],
    ['//evil.example/?page=2', '/'],
    ['https://shop.example/catalog/?page=5&utm_source=ya', '/catalog/?utm_source=ya'],
  ])('%s → 301 %s', (url, location) => {
    expect(pageParamRedirect(url)).toEqual({ location, status: 301 });
  });

  it('never sends the browser to another host', () => {
    // A request line like GET //evil.example/?page=2 reaches us as this URL.
    expect(pageParamRedirect(new URL('http://shop.example//evil.example/x?page=2'))).toEqual({
      location: '/evil.example/x',
      status: 301,
    });
  });

  it.each([
    '/catalog/man/',
    '/catalog/man/?sort=price',
    '/catalog/man/?pages=2',
    '/catalog/man/?Page=2',
    '/catalog/man/?pagen_1=2',
    '/catalog/man/?PAGEN_=2',
    '/catalog/man/?mypage=2',
    '/api/catalog/products?page=2',
    '/resources/wishlist?page=2',
    'http://[',
  ])('leaves %s alone', (url) => {
    expect(pageParamRedirect(url)).toBeNull();
  });
});

describe('withoutPageParams', () => {
  it('keeps the raw text of every other pair in order', () => {
    expect(withoutPageParams('?b=2&page=3&a=%20x+y&c')).toEqual({ query: 'b=2&a=%20x+y&c', removed: true });
    expect(withoutPageParams('')).toEqual({ query: '', removed: false });
  });
});
