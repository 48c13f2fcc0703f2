// A phone's first screen on a first visit: the city prompt and the cookie banner
// together covered about 40 % of it. Now one at a time: the prompt first, the banner once the
// prompt is answered; with JavaScript and without (the server's HTML decides, CSS by the
// screen's width). The check is on the first screen itself: what share of it the floating
// overlays cover. On a wide screen both still show at once (they sit apart there).
import { devices, type Browser, type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';

const PHONE = { ...devices['Pixel 5'], viewport: { width: 390, height: 844 } };

function cityPrompt(page: Page): Locator {
  return page.getByText('Твой город Москва?');
}

function cookieBanner(page: Page): Locator {
  return page.getByRole('region', { name: 'Согласие на использование cookie' });
}

/** The share of the first screen the visible overlays cover (they never overlap each other). */
async function coveredShare(page: Page, overlays: Locator[]): Promise<number> {
  const viewport = page.viewportSize()!;
  let covered = 0;
  for (const overlay of overlays) {
    if (!(await overlay.isVisible())) continue;
    const box = (await overlay.boundingBox())!;
    const width = Math.max(0, Math.min(box.x + box.width, viewport.width) - Math.max(box.x, 0));
    const height = Math.max(0, Math.min(box.y + box.height, viewport.height) - Math.max(box.y, 0));
    covered += width * height;
  }
  return covered / (viewport.width * viewport.height);
}

async function firstVisit(browser: Browser, baseURL: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ ...PHONE, baseURL, javaScriptEnabled, locale: 'ru-RU' });
  const page = await context.newPage();
  await page.goto('/about/company');
  return { context, page };
}

test.describe('the first screen on a phone', { tag: ['@desktop-only', '@js-only'] }, () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`the city prompt first, the cookie banner after it (${javaScriptEnabled ? 'with' : 'without'} JavaScript)`, async ({
      browser,
      baseURL,
    }) => {
      const { context, page } = await firstVisit(browser, baseURL!, javaScriptEnabled);
      const prompt = cityPrompt(page).locator('xpath=ancestor::section[1]');
      const banner = cookieBanner(page);

      await expect(prompt).toBeVisible();
      await expect(banner).toBeHidden();
      expect(await coveredShare(page, [prompt, banner])).toBeLessThan(0.2);

      await page.getByRole('button', { name: 'Да, я здесь' }).click();
      await expect(prompt).toBeHidden();
      await expect(banner).toBeVisible();
      expect(await coveredShare(page, [prompt, banner])).toBeLessThan(0.3);

      // Accepted: nothing floats over the page any more. The consent is stored by a post (a
      // fetcher's, or the form's without JavaScript); the reload waits for its answer.
      const stored = page.waitForResponse(
        (response) =>
          response.url().includes('/resources/cookie-consent') && response.request().method() === 'POST',
      );
      await banner.getByRole('button', { name: 'Хорошо' }).click();
      await stored;
      await expect(banner).toBeHidden();
      await page.reload();
      await expect(prompt).toBeHidden();
      await expect(banner).toBeHidden();
      await context.close();
    });
  }

  test('on a wide screen both show at once, apart', async ({ page }) => {
    await page.goto('/about/company');
    await expect(cityPrompt(page)).toBeVisible();
    await expect(cookieBanner(page)).toBeVisible();
  });
});
