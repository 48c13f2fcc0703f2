// Helpers of the catalogue, product and search journeys.
import type { APIRequestContext, Page } from '@playwright/test';
import { type CatalogResponse, CatalogResponseSchema } from '~/commerce/contract/catalog';
import { PROMPT_COOKIE } from '~/components/subscribe/subscribe-prompt';
import { pluralRu } from '~/utils/plural';
import { settledVisitor } from './fake-ymaps.kit';
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
 * pop up over a long journey), cookies accepted and the city confirmed (so no banner or question
 * covers the page), and the page's scripts loaded (a click before hydration takes the no-JS path).
 * The consent and the city are given by their form posts before the page opens: clicking them on
 * the page raced with a no-JS post's reload, and the banner could stay over a later button.
 * first-visit.spec.ts answers them on screen.
 */
export async function openPage(page: Page, path: string): Promise<void> {
  // playwright.config.ts serves the app at 127.0.0.1:E2E_PORT (its baseURL).
  const origin = `http://127.0.0.1:${process.env.E2E_PORT}`;
  await page.context().addCookies([{ name: PROMPT_COOKIE, value: 'shown', url: origin }]);
  await settledVisitor(page, origin);
  await page.goto(path);
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
