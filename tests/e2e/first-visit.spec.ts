// The first journey of a shopper's first visit, in every project (desktop, mobile,
// desktop without JavaScript). Requests come from 127.0.0.1, an address no IP database
// places, so the detected city is the spec's default, Moscow.
import type { Locator, Page } from '@playwright/test';
import { BannerListSchema } from '~/commerce/contract/banners';
import { expect, test } from './fixtures';

const DETECTED_CITY = 'Москва';
const OTHER_CITY = { search: 'Казан', name: 'Казань' };
const YEAR_SECONDS = 31_536_000;

/** A control by its visible name, whether the page made it a button or a link. */
function control(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('button', { name, exact: true }).or(scope.getByRole('link', { name, exact: true }));
}

function cityPrompt(page: Page): Locator {
  return page.getByText(`Твой город ${DETECTED_CITY}?`);
}

/** The cookie banner: the innermost landmark-like block holding the spec's 'Читать далее'. */
function cookieBanner(page: Page): Locator {
  return page
    .locator('section, aside, [role="region"], [role="dialog"]')
    .filter({ hasText: 'Читать далее' })
    .last();
}

/**
 * Clicks a control that posts the city, and waits for the server's answer: the prompt and the
 * modal close and the header changes as the post leaves, and a reload before its answer (which
 * carries the cookie) would cancel it.
 */
async function postCity(page: Page, control: Locator): Promise<void> {
  const answered = page.waitForResponse(
    // With JavaScript the fetcher posts to the route's data address (/resources/city.data).
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname.replace(/\.data$/, '') === '/resources/city',
  );
  await control.click();
  await answered;
}

function cityModal(page: Page): Locator {
  return page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Твой город' }) });
}

/** The modal's title: the dialog element itself may have no box of its own (its panel is fixed). */
function cityModalTitle(page: Page): Locator {
  return cityModal(page).getByRole('heading', { name: 'Твой город' });
}

/**
 * The chosen city as the header shows it: a visible 'Твой город: {city}' link; on phones the
 * header keeps it in the burger menu, which is opened to look and closed again.
 */
async function expectCityInHeader(page: Page, city: string, isMobile: boolean): Promise<void> {
  const name = `Твой город: ${city}`;
  if (!isMobile) {
    await expect(page.getByRole('banner').getByRole('link', { name })).toBeVisible();
    return;
  }
  const link = page.getByRole('link', { name }).filter({ visible: true });
  const menu = page.getByRole('banner').getByLabel('Меню');
  await menu.click();
  await expect(link).toBeVisible();
  // Close it by tapping the dimmed backdrop beside the drawer (works with and without JavaScript).
  const viewport = page.viewportSize() ?? { width: 375, height: 812 };
  await page.mouse.click(viewport.width - 12, viewport.height / 2);
  await expect(link).toBeHidden();
}

test.describe('first visit', () => {
  test('confirm the detected city, see the banner strip, accept cookies, reach the 404 page', async ({
    page,
    context,
    request,
    checkA11y,
  }, testInfo) => {
    const isMobile = Boolean(testInfo.project.use.isMobile);
    const jsEnabled = testInfo.project.use.javaScriptEnabled !== false;
    const banners = BannerListSchema.parse(
      await (await request.get('/api/banners/?type=global_banners')).json(),
    );
    expect(banners.length, 'the demo content has global banners').toBeGreaterThan(0);

    const home = await page.goto('/');
    expect(home?.status()).toBe(200);

    // The city: detected, offered, confirmed, shown in the header.
    await expect(cityPrompt(page)).toBeVisible();
    await checkA11y(page);
    await postCity(page, control(page, 'Да, я здесь'));
    await expect(cityPrompt(page)).toBeHidden();
    await expectCityInHeader(page, DETECTED_CITY, isMobile);

    // The global banner strip: a line of the API's banners, linking where this device should go.
    const lines = new Map(banners.map((b) => [b.headText, isMobile ? b.mobileUrl : b.desktopUrl]));
    const shown = page
      .getByRole('link')
      .filter({ hasText: new RegExp(banners.map((b) => escapeRegExp(b.headText)).join('|')) })
      .filter({ visible: true })
      .first();
    await expect(shown).toBeVisible();
    // Text and address read at one instant: the strip rotates every 3 s, and two reads could
    // straddle a change of line.
    const [firstText, href] = await shown.evaluate((link) => [
      (link as HTMLElement).innerText.trim(),
      link.getAttribute('href') ?? '',
    ]);
    expect(lines.has(firstText), `"${firstText}" is one of the banners`).toBe(true);
    expect(new URL(href, page.url()).pathname).toBe(
      new URL(lines.get(firstText) as string, page.url()).pathname,
    );
    if (jsEnabled && banners.length > 1) {
      // Rotation every 3 s: another line shows within a few seconds.
      await expect(shown).not.toHaveText(firstText, { timeout: 10_000 });
    }

    // Cookies: accepted once, the banner is gone for good and the consent lasts a year.
    const banner = cookieBanner(page);
    await expect(banner).toBeVisible();
    await banner.getByText('Читать далее').click();
    await expect(banner.getByText(/IP/)).toBeVisible();
    await checkA11y(page);
    await banner.getByRole('button').filter({ hasNotText: 'Читать далее' }).first().click();
    await expect(cookieBanner(page)).toBeHidden();
    // The banner hides at once; the cookie arrives with the answer to the consent post.
    const consentLifetime = async () => {
      const consent = (await context.cookies()).find((c) => c.name === 'accept_cookie');
      return consent ? consent.expires - Date.now() / 1000 : 0;
    };
    await expect
      .poll(consentLifetime, { message: 'accept_cookie is set for a year' })
      .toBeGreaterThan(YEAR_SECONDS - 86_400);
    await page.reload();
    await expect(cookieBanner(page)).toBeHidden();
    await expect(cityPrompt(page)).toBeHidden();

    // A bad link: the spec's 404 page with a real 404 status.
    const missing = await page.goto('/this-link-leads-nowhere/');
    expect(missing?.status()).toBe(404);
    await expect(page.getByText('Страница удалена или перемещена')).toBeVisible();
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.locator('main a[href="/"]').first()).toBeVisible();
    await checkA11y(page);
  });

  test('change the city through the city modal', async ({ page, checkA11y }, testInfo) => {
    const isMobile = Boolean(testInfo.project.use.isMobile);
    await page.goto('/');
    await expect(cityPrompt(page)).toBeVisible();
    await control(page, 'Изменить город').click();

    await expect(cityModalTitle(page)).toBeVisible();
    await expect(cityPrompt(page)).toBeHidden();
    // Moscow is listed first (docs/product.md#screens-and-routes).
    await expect(cityModal(page).getByRole('listitem').first()).toContainText(DETECTED_CITY);
    await checkA11y(page);

    const search = cityModal(page).getByPlaceholder('Введи город');
    await search.fill(OTHER_CITY.search);
    // With JavaScript the list follows the typing, and Enter searches at once; without it (or
    // before hydration) Enter submits the search form. Pressing it works either way.
    await search.press('Enter');
    // A city's button reads its name, then its region.
    const choice = cityModal(page).getByRole('button', { name: new RegExp(`^${OTHER_CITY.name}`) });
    await expect(choice).toBeVisible();
    await postCity(page, choice);

    await expect(cityModalTitle(page)).toBeHidden();
    await expectCityInHeader(page, OTHER_CITY.name, isMobile);
    await page.reload();
    await expectCityInHeader(page, OTHER_CITY.name, isMobile);
    await expect(page.getByText(/^Твой город .+\?$/)).toBeHidden();
    await checkA11y(page);
  });
});

test.describe('first visit from another city', () => {
  test('the first page is the one everyone gets; with JavaScript the browser detects the city and asks about it', async ({
    page,
    context,
    checkA11y,
  }, testInfo) => {
    const isMobile = Boolean(testInfo.project.use.isMobile);
    const jsEnabled = testInfo.project.use.javaScriptEnabled !== false;
    // A Novosibirsk address, passed on by the proxy the test server trusts (127.0.0.1).
    await context.setExtraHTTPHeaders({ 'X-Forwarded-For': '212.164.0.1' });

    const home = await page.goto('/');
    expect(home?.status()).toBe(200);
    // Shared: no cookie set, a shared cache may keep it (docs/decisions/0059-shared-first-hits.md).
    expect(await home?.headerValue('set-cookie')).toBeNull();
    expect(home?.headers()['cache-control']).toMatch(/\bpublic\b.*\bs-maxage=\d+/);

    // Without JavaScript the prompt asks about the default city; with it, about the detected one.
    const asked = jsEnabled ? 'Новосибирск' : 'Москва';
    const prompt = page.getByText(`Твой город ${asked}?`);
    await expect(prompt).toBeVisible();
    await checkA11y(page);
    await postCity(page, control(page, 'Да, я здесь'));
    await expect(prompt).toBeHidden();
    await expectCityInHeader(page, asked, isMobile);
    await page.reload();
    await expect(page.getByText(/^Твой город .+\?$/)).toBeHidden();
    await expectCityInHeader(page, asked, isMobile);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
