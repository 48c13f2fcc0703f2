// The first journey of issue 2: a shopper's first visit, in every project (desktop, mobile,
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

function cookieBanner(page: Page): Locator {
  return page
    .locator('[role="region"], section, aside, div')
    .filter({ has: control(page, 'Читать далее') })
    .last();
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
    await control(page, 'Да, я здесь').click();
    await expect(cityPrompt(page)).toBeHidden();
    await expect(page.getByRole('banner')).toContainText(DETECTED_CITY);

    // The global banner strip: a line of the API's banners, linking where this device should go.
    const lines = new Map(banners.map((b) => [b.headText, isMobile ? b.mobileUrl : b.desktopUrl]));
    const shown = page
      .getByRole('link')
      .filter({ hasText: new RegExp(banners.map((b) => escapeRegExp(b.headText)).join('|')) })
      .filter({ visible: true })
      .first();
    await expect(shown).toBeVisible();
    const firstText = (await shown.innerText()).trim();
    expect(lines.has(firstText), `"${firstText}" is one of the banners`).toBe(true);
    expect(new URL((await shown.getAttribute('href')) ?? '', page.url()).pathname).toBe(
      new URL(lines.get(firstText) as string, page.url()).pathname,
    );
    if (jsEnabled && banners.length > 1) {
      // Rotation every 3 s: another line shows within a few seconds.
      await expect(shown).not.toHaveText(firstText, { timeout: 6_000 });
    }

    // Cookies: accepted once, the banner is gone for good and the consent lasts a year.
    const banner = cookieBanner(page);
    await expect(banner).toBeVisible();
    await control(banner, 'Читать далее').click();
    await expect(banner).toContainText('IP');
    await checkA11y(page);
    await banner.getByRole('button').filter({ hasNotText: 'Читать далее' }).first().click();
    await expect(cookieBanner(page)).toBeHidden();
    const consent = (await context.cookies()).find((c) => c.name === 'accept_cookie');
    expect(consent, 'the accept_cookie cookie is set').toBeDefined();
    expect(consent!.expires - Date.now() / 1000).toBeGreaterThan(YEAR_SECONDS - 86_400);
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
    const jsEnabled = testInfo.project.use.javaScriptEnabled !== false;
    await page.goto('/');
    await expect(cityPrompt(page)).toBeVisible();
    await control(page, 'Изменить город').click();

    const modal = page.getByRole('dialog').filter({ hasText: 'Твой город' });
    await expect(modal).toBeVisible();
    await expect(cityPrompt(page)).toBeHidden();
    await checkA11y(page);

    const search = modal.getByPlaceholder('Введи город');
    await search.fill(OTHER_CITY.search);
    // Without JavaScript the search is a form submission; with it the list filters as you type.
    if (!jsEnabled) await search.press('Enter');
    const choice = control(page.getByRole('dialog').filter({ hasText: 'Твой город' }), OTHER_CITY.name);
    await expect(choice).toBeVisible();
    await choice.click();

    await expect(page.getByRole('dialog').filter({ hasText: 'Твой город' })).toBeHidden();
    await expect(page.getByRole('banner')).toContainText(OTHER_CITY.name);
    await page.reload();
    await expect(page.getByRole('banner')).toContainText(OTHER_CITY.name);
    await expect(page.getByText(/Твой город .+\?/)).toBeHidden();
    await checkA11y(page);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
