import { describe, expect, it } from 'vitest';
import { SECTIONS } from '~/commerce/catalog/taxonomy/category-tree';
import { findRedirect } from './find-redirect';
import { allRedirectTargets } from './targets';
import type { RouteRuleContext } from './types';

const DESKTOP_GUEST: RouteRuleContext = { device: 'desktop', isAuth: false };
const DESKTOP_USER: RouteRuleContext = { device: 'desktop', isAuth: true };
const MOBILE_USER: RouteRuleContext = { device: 'mobile', isAuth: true };

describe('findRedirect', () => {
  it.each<[url: string, context: RouteRuleContext, location: string, status: 301 | 302]>([
    // A legacy address with a page number is one hop to the clean page, with the legacy code.
    [
      '/catalog/futbolki-zhen/filter/size-is-s/apply/?PAGEN_1=2',
      DESKTOP_USER,
      '/catalog/woman/odezhda/futbolki/',
      302,
    ],
    // An old page beats the sign-in guard: /personal/cart is gone for everyone.
    ['/personal/cart/', DESKTOP_GUEST, '/', 301],
    ['/personal/order/make/?page=2', DESKTOP_USER, '/', 301],
    // The page number goes first (301, the same for everyone), the route rule on the next request.
    ['/about/?page=2', DESKTOP_USER, '/about/', 301],
    ['/personal/orders/?page=2', DESKTOP_GUEST, '/personal/orders/', 301],
    ['/catalog/man/?page=2&sort=price', MOBILE_USER, '/catalog/man/?sort=price', 301],
    ['/personal/', DESKTOP_GUEST, '/', 302],
    ['/personal/', DESKTOP_USER, '/personal/profile', 302],
    ['/documents', DESKTOP_USER, '/documents/security-policy', 302],
  ])('%s (%o) → %s %i', (url, context, location, status) => {
    expect(findRedirect(url, context)).toEqual({ location, status });
  });

  it.each(['/', '/catalog/', '/catalog/man/obuv/', '/product/ABC-1/', '/documents', '/personal/'])(
    'leaves %s alone for a signed-in visitor on a phone',
    (url) => {
      expect(findRedirect(url, MOBILE_USER)).toBeNull();
    },
  );

  it('answers null for input that is not a URL', () => {
    expect(findRedirect('http://[', DESKTOP_USER)).toBeNull();
  });
});

describe('redirect targets', () => {
  it('lists every target once', () => {
    const targets = allRedirectTargets();
    expect(targets).toContain('/catalog/man/aksessuary/shapki/');
    expect(targets).toContain('/documents/public-offer');
    expect(new Set(targets).size).toBe(targets.length);
  });

  it.each(allRedirectTargets())('%s is final: no table redirects it again', (target) => {
    expect(findRedirect(target, DESKTOP_USER)).toBeNull();
    expect(findRedirect(target, MOBILE_USER)).toBeNull();
  });

  // The demo catalogue is the commerce side's; this only checks that both halves agree.
  it('points only at catalogue pages that exist', () => {
    const pages = new Set(
      SECTIONS.map((section) => (section.path === '' ? '/catalog/' : `/catalog/${section.path}/`)),
    );
    const catalogTargets = allRedirectTargets().filter((target) => target.startsWith('/catalog/'));
    expect(catalogTargets.filter((target) => !pages.has(target))).toEqual([]);
  });
});
