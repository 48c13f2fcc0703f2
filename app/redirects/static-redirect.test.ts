import { describe, expect, it } from 'vitest';
import { staticRedirect } from './static-redirect';
import { STATIC_REDIRECTS } from './static-table';
import { matchKey } from './url';

// Old page → where it must land, written out by hand (docs/product.md#screens-and-routes, other redirects).
const EXPECTED: [from: string, location: string][] = [
  ['/catalog/all/', '/catalog/'],
  ['/catalog/noski/', '/catalog/aksessuary/noski/'],
  ['/catalog/novye-postupleniya-/', '/catalog/new/'],
  ['/catalog/novye-postupleniya-muzhchiny/', '/catalog/man/new/'],
  ['/catalog/novye-postupleniya-muzh/', '/catalog/man/new/'],
  ['/catalog/novye-postupleniya-zhenshchiny/', '/catalog/woman/new/'],
  ['/catalog/novye-postupleniya-zhen/', '/catalog/woman/new/'],
  ['/loyalty/oferta/', '/documents/public-offer'],
  ['/payment-delivery/', '/delivery/payment'],
  ['/brand/nike/', '/catalog/'],
  ['/brand/jordan/', '/catalog/'],
  ['/brand/adidas/', '/catalog/'],
  ['/brand/puma/', '/catalog/'],
  ['/brand/reebok/', '/catalog/'],
  ['/brand/new-balance/', '/catalog/'],
  ['/brand/nike/krossovki/', '/catalog/'],
  ['/brand/', '/brands/'],
  ['/brand/vans/', '/brands/'],
  ['/brands/vans/', '/brands/'],
  ['/brands/vans/kedy/', '/brands/'],
  ['/men/null/', '/catalog/man/'],
  ['/men/', '/catalog/man/'],
  ['/men/krossovki/', '/catalog/man/'],
  ['/woman/sale/', '/catalog/sale/'],
  ['/woman/', '/catalog/woman/'],
  ['/woman/new/', '/catalog/woman/'],
  ['/sale/event/', '/catalog/sale/'],
  ['/sale/', '/catalog/sale/'],
  ['/blog/', '/about/news'],
  ['/blog/kak-vybrat-krossovki/', '/about/news'],
  ['/8balls/', '/'],
  ['/all-brand/', '/'],
  ['/anniversary/', '/'],
  ['/back2school/', '/'],
  ['/black-friday/', '/'],
  ['/black-friday/2023/', '/'],
  ['/bnpl/', '/delivery/payment'],
  ['/care/', '/'],
  ['/gift-cards/', '/'],
  ['/split/', '/delivery/payment'],
  ['/podeli/', '/delivery/payment'],
  ['/podeli/usloviya/', '/delivery/payment'],
  ['/promo/', '/'],
  ['/promo/summer/', '/'],
  ['/landing/', '/'],
  ['/personal/cart/', '/'],
  ['/personal/order/', '/'],
  ['/personal/order/make/', '/'],
  ['/personal/order/detail/1024/', '/'],
];

describe('staticRedirect', () => {
  it.each(EXPECTED)('%s → %s (301)', (from, location) => {
    expect(staticRedirect(from)).toEqual({ location, status: 301 });
  });

  it.each(EXPECTED)('%s matches without its trailing slash and in upper case', (from, location) => {
    expect(staticRedirect(from.slice(0, -1))).toEqual({ location, status: 301 });
    expect(staticRedirect(from.toUpperCase())).toEqual({ location, status: 301 });
  });

  it('has a hand-written expectation for every row of the table', () => {
    const tested = new Set(EXPECTED.map(([from]) => matchKey(from)));
    expect(STATIC_REDIRECTS.filter((row) => !tested.has(row.from)).map((row) => row.from)).toEqual([
      '/brands',
    ]);
  });

  it('keeps the query string without page numbers', () => {
    expect(staticRedirect('/black-friday/?utm_source=vk&PAGEN_2=4&utm_medium=post')).toEqual({
      location: '/?utm_source=vk&utm_medium=post',
      status: 301,
    });
    expect(staticRedirect('/catalog/all/?page=3')).toEqual({ location: '/catalog/', status: 301 });
  });

  it.each([
    '/',
    '/brands/',
    '/brands',
    '/catalog/',
    '/catalog/man/new/',
    '/catalog/sale/',
    '/catalog/all-stars/',
    '/about/news/',
    '/personal/',
    '/personal/orders/',
    '/personal/cartoons/',
    '/loyalty/',
    '/delivery/payment/',
    '/blogger/',
    '/cart/',
    '/order/make/',
  ])('leaves live and unrelated pages alone: %s', (path) => {
    expect(staticRedirect(path)).toBeNull();
  });
});
