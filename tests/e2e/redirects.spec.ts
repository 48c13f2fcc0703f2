// Redirects in a real browser (issue 6): a database redirect to another site loads that site as
// a whole new page, also from an in-app navigation; a local one stays inside the app; the
// desktop and mobile route rules of the section pages.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const OTHER_SITE = 'https://vk.com/';

/** The other site, answered by Playwright: no network, and a page we can recognise. */
async function stubOtherSite(page: Page): Promise<void> {
  await page.route(`${OTHER_SITE}**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><html lang="ru"><title>Другой сайт</title><h1>Другой сайт</h1></html>',
    }),
  );
}

/** Waits for the app to hydrate and marks this document, so a full page load can be told apart. */
async function markDocument(page: Page): Promise<void> {
  await page.waitForFunction(() => '__remixRouter' in window);
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
    await stubOtherSite(page);
    await page.goto('/vk');
    await expect(page).toHaveURL(OTHER_SITE);
    await expect(page.getByRole('heading', { name: 'Другой сайт' })).toBeVisible();
  });

  test('an in-app navigation to it is a full page load of the other site', async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(javaScriptEnabled === false, 'in-app navigation needs JavaScript');
    await stubOtherSite(page);
    await page.goto('/brands');
    await markDocument(page);
    await navigateInApp(page, '/vk');
    await page.waitForURL(OTHER_SITE);
    await expect(page.getByRole('heading', { name: 'Другой сайт' })).toBeVisible();
    expect(await documentMark(page)).toBeUndefined();
  });

  test('an in-app navigation to a local target stays in the app', async ({ page, javaScriptEnabled }) => {
    test.skip(javaScriptEnabled === false, 'in-app navigation needs JavaScript');
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

  test('on desktop an in-app link back to the section opens the first child again', async ({
    page,
    isMobile,
    javaScriptEnabled,
  }) => {
    test.skip(isMobile || javaScriptEnabled === false, 'a desktop rule, followed by the in-app router');
    await page.goto('/support/contacts');
    await markDocument(page);
    await navigateInApp(page, '/support');
    await page.waitForURL(/\/support\/faq$/);
    expect(await documentMark(page)).toBe(1);
  });
});
