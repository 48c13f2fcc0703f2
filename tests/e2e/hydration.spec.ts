// Hydrating in parts (docs/product.md#page-weight, docs/decisions/0061-hydrate-apart.md): the content, footer, menu and
// filter panel hydrate after the shell, each on its own. Whatever the order, React must adopt the
// nodes the server sent, never throw a part away and draw it again (what React does with a part
// that is handed new props before it has hydrated): that would flash, lose focus and cost the
// phone the work the split was meant to save.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInThroughForms } from './sign-in.kit';

const SHARED = {
  menu: 'nav[aria-label="Каталог"]',
  footer: 'footer',
  // Lazy parts (platform/lazy-part.tsx): the server's HTML waits for the part's code, then hydrates.
  'banner strip': '[aria-label="Объявления магазина"]',
};
/** A product of the catalogue page, as a shopper reaches one. */
const PRODUCT = 'a product page';
/** The cart page with one line in the basket (the side column shows only then). */
const CART = 'a cart with a line';
const SIDE = 'aside[aria-label="Сумма заказа"]';
/** Checkout with one line in the basket: its form is a lazy part (checkout-form-later.ts). */
const CHECKOUT = 'checkout with a line';
/** A signed-in shopper's profile: its three forms are lazy parts (profile-forms-later.ts). */
const PROFILE = 'the profile, signed in';
/** A product that does not exist: the product route's group boundary shows the 404 page (a lazy part). */
const MISSING = '/product/no-such-product/';
const PAGES: Record<string, Record<string, string>> = {
  '/catalog/man/obuv/krossovki/': {
    heading: 'main h1',
    card: '[data-product-grid] article',
    filters: 'form[aria-label="Фильтры"]',
    'sort menu': 'details[class~="group/sort"]',
    'show more': 'a[rel="next"]',
    breadcrumbs: 'nav[aria-label="Навигационная цепочка"]',
    ...SHARED,
  },
  '/': {
    heading: 'main h2',
    card: 'main article',
    'mailing band': 'section[aria-label="Подписка на рассылку"]',
    ...SHARED,
  },
  [PRODUCT]: {
    heading: 'main h1',
    'size table': '[data-add-to-cart] fieldset details',
    'shops of the city': 'details[class~="group/stores"]',
    'about the product': 'section[aria-labelledby="product-about"]',
    breadcrumbs: 'nav[aria-label="Навигационная цепочка"]',
    'delivery promise': '[data-delivery-promise]',
    'card rows': 'section[aria-labelledby="bought-together"], section[aria-labelledby="related-products"]',
    ...SHARED,
  },
  [CART]: {
    heading: 'main h1',
    'promo code form': `${SIDE} form:has(input[name="promoCode"])`,
    sums: `${SIDE} dl`,
    ...SHARED,
  },
  [CHECKOUT]: {
    heading: 'main h1',
    'checkout form': 'form:has(input[name="idempotencyKey"])',
    'sign-in link': '#checkout-user',
  },
  [PROFILE]: {
    heading: 'main h1',
    'profile form': 'form#profile',
    'phone change': 'section[aria-labelledby="phone-heading"]',
    ...SHARED,
  },
  [MISSING]: { 'the 404 page': 'main h1', ...SHARED },
};

/** Puts one size in stock of the first product listed into the page's basket. */
async function addSomeSize(page: Page): Promise<void> {
  const answer = await page.request.post('/api/catalog/', { data: { path: '/catalog/', page: 36 } });
  for (const card of (await answer.json()).catalogBody.products as { code: string }[]) {
    const { product } = await (await page.request.get(`/api/products/${card.code}/`)).json();
    const size = (product.sizes as { id: number; quantity: number }[]).find((s) => s.quantity >= 1);
    if (!size) continue;
    // The post a product page's fetcher makes (no flash modal on the cart page).
    const form = { intent: 'add', productId: String(size.id), returnTo: '/cart/', via: 'fetcher' };
    expect((await page.request.post('/resources/cart', { form })).status()).toBe(200);
    return;
  }
  throw new Error('no size in stock on the catalogue page');
}

for (const [where, parts] of Object.entries(PAGES)) {
  test(`${where}: every part hydrates on the nodes the server sent @js-only`, async ({
    page,
    request,
    outbox,
  }) => {
    let path = where;
    if (where === PRODUCT) {
      const listing = await (await request.get('/catalog/man/obuv/krossovki/')).text();
      path = /href="(\/product\/[^"]+)"/.exec(listing)?.[1] ?? 'no product linked';
    }
    if (where === CART || where === CHECKOUT) {
      await addSomeSize(page);
      path = where === CART ? '/cart/' : '/order/make';
    }
    if (where === PROFILE) {
      await signInThroughForms(page, outbox);
      path = '/personal/profile';
    }
    // Marks the server's nodes as soon as the document is parsed, before any script runs.
    await page.addInitScript((selectors) => {
      document.addEventListener('DOMContentLoaded', () => {
        for (const selector of selectors) {
          const node = document.querySelector(selector);
          if (node) Object.assign(node, { __fromServer: true });
        }
      });
    }, Object.values(parts));
    // React's hydration errors arrive as page errors and console errors. A request the page
    // itself called off while loading (Chromium's "signal is aborted without reason": once in
    // three full runs on phones) is no hydration failure, so it is not counted.
    // The 404 page's own status is reported by Chromium as a resource that failed to load.
    const aborted = where === MISSING ? /signal is aborted|status of 404/ : /signal is aborted/;
    const errors: string[] = [];
    page.on('pageerror', (error) => {
      if (!aborted.test(error.message)) errors.push(error.message);
    });
    page.on('console', (message) => {
      if (message.type() === 'error' && !aborted.test(message.text())) errors.push(message.text());
    });
    await page.goto(path);

    for (const [name, selector] of Object.entries(parts)) {
      // React keeps its fiber on each node it has hydrated.
      await expect
        .poll(
          () =>
            page.evaluate((s) => {
              const node = document.querySelector(s);
              if (!node) return 'missing';
              const hydrated = Object.keys(node).some((key) => key.startsWith('__reactFiber'));
              if (!hydrated) return 'not hydrated yet';
              return '__fromServer' in node ? 'hydrated, the server node' : 'drawn again';
            }, selector),
          { message: name, timeout: 15_000 },
        )
        .toBe('hydrated, the server node');
    }
    expect(errors).toEqual([]);
  });
}
