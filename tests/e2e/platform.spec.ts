// The platform layer of docs/product.md#attribution-and-analytics in a real browser: a new build deployed under a running page
// makes the next click a full page load (docs/product.md#flows), and with no third-party variables set
// (the test server's default) no request leaves for any origin but the shop's own (docs/product.md#api-calls);
// the route preloader on hover (docs/product.md#constants-and-limits), and the guest's bonus hint (docs/product.md#overlays-and-other-screens).
import type { Page } from '@playwright/test';
import { openPage } from './catalog.kit';
import { expect, test } from './fixtures';
import { hydrated, randomIp, signInTitle } from './sign-in.kit';

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });

const LATEST_BUILD = '**/resources/latest-build';

/** Marks this document: a client navigation keeps the mark, a full page load drops it. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
}
const sameDocument = (page: Page) => page.evaluate(() => '__sameDocument' in window);

/** What a returning tab does: the page asks for the latest build, as its timer does every few minutes. */
async function returnToTab(page: Page): Promise<void> {
  const poll = page.waitForResponse(LATEST_BUILD);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await poll;
}

/** Follows the first catalogue link the page's main content shows. */
async function clickCatalogueLink(page: Page): Promise<void> {
  const link = page.locator('main a[href^="/catalog/"]').filter({ visible: true }).first();
  const from = new URL(page.url()).pathname;
  await link.click();
  // A catalogue address may redirect to another one (the shop's managed redirects): any
  // catalogue page other than the one clicked from is the arrival.
  await page.waitForURL((url) => url.pathname.startsWith('/catalog/') && url.pathname !== from);
  await expect(page.locator('h1')).toBeVisible();
}

test('after a new build is out, the next click loads the whole page @js-only @desktop-only', async ({
  page,
}) => {
  await openPage(page, '/');
  await hydrated(page);

  // The same build: a click is a client navigation, the document stays.
  await markDocument(page);
  await returnToTab(page);
  await clickCatalogueLink(page);
  expect(await sameDocument(page)).toBe(true);

  // A second build is deployed: the latest-build file names another id.
  await page.route(LATEST_BUILD, (route) =>
    route.fulfill({ json: { version: 'a-newer-build' }, headers: { 'Cache-Control': 'no-store' } }),
  );
  await openPage(page, '/');
  await hydrated(page);
  await markDocument(page);
  await clickCatalogueLink(page);
  expect(await sameDocument(page), 'no poll yet: still a client navigation').toBe(true);

  await returnToTab(page);
  const documentLoad = page.waitForRequest((r) => r.resourceType() === 'document');
  await clickCatalogueLink(page);
  await documentLoad;
  expect(await sameDocument(page), 'the click loaded a new document').toBe(false);
});

test('with no third-party variables, every request stays on the shop @js-only', async ({ page, baseURL }) => {
  const shop = new URL(baseURL!).origin;
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== shop) foreign.push(request.url());
  });

  await openPage(page, '/');
  await hydrated(page);
  await openPage(page, '/catalog/');
  const product = page.locator('main a[href^="/product/"]').first();
  const productPath = await product.getAttribute('href');
  await product.click();
  await page.waitForURL(`**${productPath}`);
  await page.waitForLoadState('networkidle');
  await openPage(page, '/cart');
  await openPage(page, '/?login=open');
  await expect(signInTitle(page)).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(foreign).toEqual([]);
});

/** Paths of the scripts the page asks for from now on. */
function scriptRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.js')) seen.push(path);
  });
  return seen;
}

/** The product page's route module (its code file), as the page's route manifest names it. */
async function productModule(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      (window as unknown as { __remixManifest: { routes: Record<string, { module: string }> } })
        .__remixManifest.routes['routes/product.$productCode'].module,
  );
}

/** Hovers the first product card of the catalogue, long enough to count as intent. */
async function hoverProductCard(page: Page): Promise<void> {
  await openPage(page, '/catalog/');
  await hydrated(page);
  await page.locator('main a[href^="/product/"]').first().hover();
  await page.waitForTimeout(600);
}

test('hovering a product card loads its page code ahead @js-only @desktop-only', async ({ page }) => {
  const requests = scriptRequests(page);
  await hoverProductCard(page);
  const module = await productModule(page);
  await expect.poll(() => requests.filter((path) => path === module).length).toBe(1);
});

test('a data-saving connection preloads nothing on hover @js-only @desktop-only', async ({ page }) => {
  // Chromium's Network Information API as a phone with the data saver on reports it.
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }),
  );
  const requests = scriptRequests(page);
  await hoverProductCard(page);
  expect(requests).not.toContain(await productModule(page));
});

test("a guest's bonus hint opens sign-in from its tooltip @js-only", async ({ page, isMobile, request }) => {
  const answer = await request.post('/api/catalog/', { data: { path: '/catalog/man/obuv/krossovki/' } });
  const cards = (await answer.json()).catalogBody.products as { url: string; bonus: number }[];
  const card = cards.find((c) => c.bonus > 0);
  expect(card, 'a sneaker that earns points').toBeDefined();
  await openPage(page, card!.url);
  await hydrated(page);

  const trigger = page.getByRole('button', { name: 'Как получить эти бонусы' });
  await (isMobile ? trigger.tap() : trigger.hover());
  const tip = page.getByRole('tooltip').filter({ hasText: 'Эти бонусы могут стать твоими!' });
  await expect(tip).toBeVisible();
  const box = await tip.boundingBox();
  // docs/product.md#constants-and-limits: 218 px on phones, the bonus tooltip's 308 px on the desktop.
  expect(box!.width).toBeLessThanOrEqual(isMobile ? 218 : 308);
  expect(box!.width).toBeGreaterThan(isMobile ? 150 : 218);
  // Whole on the screen, so its links can be reached.
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);

  await tip.getByRole('link', { name: 'Авторизуйся' }).click();
  await expect(signInTitle(page)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(card!.url);
});
