// Helpers of the catalogue, product and search journeys.
import type { APIRequestContext, Page } from '@playwright/test';
import { type CatalogResponse, CatalogResponseSchema } from '~/commerce/contract/catalog';
import { PROMPT_COOKIE } from '~/components/subscribe/subscribe-prompt';
import { pluralRu } from '~/utils/plural';
import { expect } from './fixtures';

/** What the commerce API lists for a request: the journeys' independent expectation. */
export async function apiCatalog(
  request: APIRequestContext,
  body: Record<string, unknown>,
): Promise<CatalogResponse> {
  const response = await request.post('/api/catalog/', { data: body });
  expect(response.status()).toBe(200);
  return CatalogResponseSchema.parse(await response.json());
}

/**
 * Opens a page as a shopper who has settled in: the subscribe offer already seen (it would
 * pop up over a long journey), the detected city confirmed and cookies accepted (so no banner
 * covers the page), and the page's scripts loaded (a click before hydration takes the no-JS path).
 */
export async function openPage(page: Page, path: string): Promise<void> {
  // playwright.config.ts serves the app at 127.0.0.1:E2E_PORT (its baseURL).
  const origin = `http://127.0.0.1:${process.env.E2E_PORT}`;
  await page.context().addCookies([{ name: PROMPT_COOKIE, value: 'shown', url: origin }]);
  await page.goto(path);
  for (const name of ['Да, я здесь', 'Хорошо']) {
    const control = page
      .getByRole('button', { name, exact: true })
      .or(page.getByRole('link', { name, exact: true }));
    if (await control.first().isVisible()) {
      // A click before hydration posts the form without JavaScript and the page reloads without
      // the control: it can vanish mid-click, and gone is what this step wants.
      await control
        .first()
        .click({ timeout: 5_000 })
        .catch(async (error: unknown) => {
          if (await control.first().isVisible()) throw error;
        });
      await expect(control.first()).toBeHidden();
    }
  }
  await page.waitForLoadState('networkidle');
}

/** 'N товаров' as the page shows the total. */
export function totalText(total: number): string {
  return `${total} ${pluralRu(total, ['товар', 'товара', 'товаров'])}`;
}

/** The search page's result line: 'По запросу «кеды» найдено 12 товаров'. */
export function foundText(q: string, total: number): string {
  return `По запросу «${q}» ${pluralRu(total, ['найден', 'найдено', 'найдено'])} ${totalText(total)}`;
}
