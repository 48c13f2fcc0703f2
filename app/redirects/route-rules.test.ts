import { describe, expect, it } from 'vitest';
import { routeRuleRedirect } from './route-rules';
import type { RouteRuleContext } from './types';

const DESKTOP_GUEST: RouteRuleContext = { device: 'desktop', isAuth: false };
const DESKTOP_USER: RouteRuleContext = { device: 'desktop', isAuth: true };
const MOBILE_GUEST: RouteRuleContext = { device: 'mobile', isAuth: false };
const MOBILE_USER: RouteRuleContext = { device: 'mobile', isAuth: true };

describe('routeRuleRedirect: /personal needs sign-in', () => {
  it.each([
    '/personal',
    '/personal/',
    '/personal/profile',
    '/personal/orders/',
    '/personal/wishlist/?sort=new',
    '/personal/loyalty-program',
    '/personal/support/',
    '/PERSONAL/Profile/',
  ])('a guest on %s goes home (302), on desktop and on mobile', (path) => {
    expect(routeRuleRedirect(path, DESKTOP_GUEST)).toEqual({ location: '/', status: 302 });
    expect(routeRuleRedirect(path, MOBILE_GUEST)).toEqual({ location: '/', status: 302 });
  });

  it.each(['/personal/profile', '/personal/orders/', '/personal/wishlist'])(
    'a signed-in user stays on %s',
    (path) => {
      expect(routeRuleRedirect(path, DESKTOP_USER)).toBeNull();
      expect(routeRuleRedirect(path, MOBILE_USER)).toBeNull();
    },
  );

  it('guards only the /personal tree', () => {
    expect(routeRuleRedirect('/personality/', MOBILE_GUEST)).toBeNull();
    expect(routeRuleRedirect('/cart/', MOBILE_GUEST)).toBeNull();
  });
});

describe('routeRuleRedirect: parent pages on desktop', () => {
  it.each([
    ['/personal', '/personal/profile'],
    ['/personal/', '/personal/profile'],
    ['/support', '/support/faq'],
    ['/support/', '/support/faq'],
    ['/about', '/about/company'],
    ['/about/', '/about/company'],
    ['/About//', '/about/company'],
    ['/delivery', '/delivery/details'],
    ['/delivery/', '/delivery/details'],
    ['/documents', '/documents/security-policy'],
    ['/documents/', '/documents/security-policy'],
  ])('%s → %s (302)', (path, location) => {
    expect(routeRuleRedirect(path, DESKTOP_USER)).toEqual({ location, status: 302 });
  });

  it('keeps the query string', () => {
    expect(routeRuleRedirect('/about/?utm_source=mail', DESKTOP_USER)).toEqual({
      location: '/about/company?utm_source=mail',
      status: 302,
    });
  });

  it.each(['/personal/', '/support/', '/about/', '/delivery/', '/documents/'])(
    'on mobile %s is a menu page and stays',
    (path) => {
      expect(routeRuleRedirect(path, MOBILE_USER)).toBeNull();
    },
  );

  it.each([
    '/about/company/',
    '/about/news/',
    '/support/faq',
    '/delivery/payment/',
    '/documents/public-offer',
    '/',
    '/catalog/',
  ])('children and other pages stay on desktop: %s', (path) => {
    expect(routeRuleRedirect(path, DESKTOP_USER)).toBeNull();
  });
});
