// Redirects in a real browser (docs/product.md#legacy-addresses): a database redirect to another site loads that site as
// a whole new page, also from an in-app navigation; a local one stays inside the app; the
// desktop and mobile route rules of the section pages.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const OTHER_SITE = 'https://vk.com/';

/**
 * The browser's top-level navigation to the other site, started after `act`. Nothing is fetched
 * from the network: Playwright answers it where it can intercept it, and a browser does not let
 * a test intercept the hop of a server redirect, so the request is what the test looks at — a
 * main-frame navigation request is a full page load, unlike the app's own data fetches.
 */
async function otherSiteNavigation(page: Page, act: () => Promise<unknown>) {
  await page.route(`${OTHER_SITE}**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: '<title>Другой сайт</title>',
    }),
  );
  const request = page.waitForRequest((r) => r.url() === OTHER_SITE);
  // The navigation itself may end in an error page (no network here): that is not the point.
  await act().catch(() => undefined);
  const navigation = await request;
  expect(navigation.isNavigationRequest()).toBe(true);
  expect(navigation.frame()).toBe(page.mainFrame());
  return navigation;
}

/**
 * Waits for the app to hydrate and settle, and marks this document, so a full page load can be
 * told apart. Settled: right after hydration the app posts the viewport and reloads the page
 * data; a navigation started inside that burst once saw its route lookup aborted and never left.
 */
async function markDocument(page: Page): Promise<void> {
  await page.waitForFunction(() => '__remixRouter' in window);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => ((window as unknown as { documentMark: number }).documentMark = 1));
}

async function documentMark(page: Page): Promise<number | undefined> {
  return page.evaluate(() => (window as unknown as { documentMark?: number }).documentMark);
}

/** What an in-app <Link> does: a client-side navigation through Remix's router. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    void (
      window as unknown as { __remixRouter: { navigate: (to: string) => Promise<void> } }
    ).__remixRouter.navigate(to);
  }, path);
}

test.describe('database redirects', () => {
  test('opening an address whose row points to another site loads that site', async ({ page }) => {
    const navigation = await otherSiteNavigation(page, () => page.goto('/vk'));
    // The server's redirect, followed by the browser: the hop before was our /vk.
    expect(navigation.redirectedFrom()?.url()).toMatch(/\/vk$/);
  });

  test(
    'an in-app navigation to it is a full page load of the other site',
    { tag: '@js-only' },
    async ({ page }) => {
      await page.goto('/brands');
      await markDocument(page);
      const navigation = await otherSiteNavigation(page, () => navigateInApp(page, '/vk'));
      // Remix saw a redirect to another origin in its data fetch and handed the URL to the browser.
      expect(navigation.redirectedFrom()).toBeNull();
    },
  );

  test('an in-app navigation to a local target stays in the app', { tag: '@js-only' }, async ({ page }) => {
    await page.goto('/brands');
    await markDocument(page);
    await navigateInApp(page, '/leto-sale');
    await page.waitForURL('**/catalog/sale/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Распродажа');
    expect(await documentMark(page)).toBe(1);
  });
});

test.describe('section pages', () => {
  test('on desktop a section opens its first child, on a phone its menu', async ({
    page,
    isMobile,
    checkA11y,
  }) => {
    await page.goto('/about');
    if (isMobile) {
      await expect(page).toHaveURL(/\/about$/);
      await expect(page.getByRole('link', { name: 'О компании' }).first()).toBeVisible();
      await checkA11y(page);
    } else {
      await expect(page).toHaveURL(/\/about\/company$/);
    }
  });

  test(
    'on desktop an in-app link back to the section opens the first child again',
    { tag: ['@js-only', '@desktop-only'] },
    async ({ page }) => {
      await page.goto('/support/contacts');
      await markDocument(page);
      await navigateInApp(page, '/support');
      await page.waitForURL(/\/support\/faq$/);
      expect(await documentMark(page)).toBe(1);
    },
  );
});
