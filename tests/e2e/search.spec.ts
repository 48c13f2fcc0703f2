// Searching: from the header's overlay (with JavaScript, desktop and mobile) and from the
// search page (every project, also without JavaScript). Counts come from the commerce API.
import type { Page, TestInfo } from '@playwright/test';
import { SearchResponseSchema } from '~/commerce/contract/search';
import { pluralRu } from '~/utils/plural';
import { apiCatalog, foundText, openPage } from './catalog.kit';
import { expect, test } from './fixtures';

const QUERY = 'nike';

/** Opens the overlay the way each device offers it: the header field, or the header's search icon. */
async function openOverlay(page: Page, testInfo: TestInfo) {
  const header = page.getByRole('banner');
  if (testInfo.project.use.isMobile) await header.getByRole('link', { name: 'Поиск' }).click();
  else await header.getByRole('searchbox').click();
  // The dialog element has no box of its own (its panel is fixed): its field shows it is open.
  const overlay = page.getByRole('dialog', { name: 'Поиск по каталогу' });
  await expect(overlay.getByRole('searchbox')).toBeVisible();
  return overlay;
}

test.describe('search', () => {
  test(
    'the overlay suggests a page and products, then shows all results',
    { tag: '@js-only' },
    async ({ page, request, checkA11y }, testInfo) => {
      const api = SearchResponseSchema.parse(await (await request.get(`/api/search/?q=${QUERY}`)).json());
      expect(api.count, 'more results than the overlay shows').toBeGreaterThan(6);

      await openPage(page, '/catalog/');
      const overlay = await openOverlay(page, testInfo);
      const field = overlay.getByRole('searchbox', { name: 'Поиск по каталогу' });
      await expect(field).toBeFocused();

      // One character asks nothing (docs/product.md#validation).
      const asked: string[] = [];
      // The overlay asks once with no text when it opens, for its popular queries: not counted.
      page.on('request', (r) => {
        const q = r.url().includes('/resources/search') ? new URL(r.url()).searchParams.get('q') : null;
        if (q) asked.push(q);
      });
      await field.pressSequentially('n');
      await expect(overlay.getByText('Введи хотя бы 2 символа', { exact: false })).toBeVisible();
      await page.waitForTimeout(800);
      expect(asked).toEqual([]);

      // Typing on: one request 500 ms after the last key, for the whole text.
      await field.pressSequentially(QUERY.slice(1), { delay: 50 });
      // The first suggestion also loads the resource route's module: give a busy machine time.
      await expect(overlay.getByRole('heading', { name: 'Страницы' })).toBeVisible({ timeout: 20_000 });
      expect(asked).toEqual([QUERY]);
      await expect(overlay.getByRole('link', { name: api.page!.name, exact: true })).toHaveAttribute(
        'href',
        api.page!.url,
      );
      await expect(overlay.getByRole('heading', { name: 'Товары' })).toBeVisible();
      await expect(overlay.locator('a[href^="/product/"]')).toHaveCount(6);
      const showAll = `Показать все ${api.count} ${pluralRu(api.count, ['товар', 'товара', 'товаров'])}`;
      await expect(overlay.getByRole('link', { name: showAll })).toBeVisible();
      await checkA11y(page);

      // Nothing found.
      await field.fill('zzqqxxww');
      await expect(overlay.getByText('К сожалению, товаров по запросу не найдено')).toBeVisible({
        timeout: 10_000,
      });

      // Enter opens the results page.
      await field.fill(QUERY);
      await field.press('Enter');
      await expect(page).toHaveURL(`/search/?q=${QUERY}`);
      await expect(overlay).toBeHidden();
      await expect(page.getByText(foundText(QUERY, api.count))).toBeVisible();
    },
  );

  test('the search page finds products and filters them like the catalogue', async ({
    page,
    request,
    checkA11y,
  }, testInfo) => {
    const js = testInfo.project.use.javaScriptEnabled !== false;
    const text = 'кеды';
    const found = await apiCatalog(request, { path: '/catalog/', q: text });
    const brands = found.catalogBody.filter.find((f) => f.code === 'brand');
    if (brands?.type !== 'list') throw new Error('search results have a brand filter');
    const brand = [...brands.items].sort((a, b) => b.count - a.count)[0];
    const narrowed = await apiCatalog(request, {
      path: '/catalog/',
      q: text,
      filter: { brand: [brand.value] },
    });

    await openPage(page, '/search/');
    const field = page.getByRole('search', { name: 'Поиск на странице' }).getByRole('searchbox');
    await field.fill(text);
    await field.press('Enter');
    await expect(page).toHaveURL(`/search/?q=${encodeURIComponent(text)}`);
    await expect(page.getByText(foundText(text, found.catalogBody.pagination.totalItems))).toBeVisible();
    await checkA11y(page);

    if (testInfo.project.use.isMobile) await page.getByRole('button', { name: /Фильтры/ }).click();
    const panel = testInfo.project.use.isMobile
      ? page.getByRole('dialog', { name: 'Фильтры' })
      : page.getByRole('complementary', { name: 'Фильтры каталога' });
    const box = panel
      .getByRole('group', { name: 'Бренд' })
      .getByRole('checkbox', { name: new RegExp(`^${brand.title}`) });
    await box.locator('xpath=ancestor::label[1]').click();
    if (!js) await panel.getByRole('button', { name: 'Показать', exact: true }).click();
    else if (testInfo.project.use.isMobile)
      await panel.getByRole('button', { name: /^Показать \d+/ }).click();
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text)}&brand=${brand.value}`));
    await expect(page.getByText(foundText(text, narrowed.catalogBody.pagination.totalItems))).toBeVisible();
  });

  test('the empty overlay offers the popular queries', { tag: '@js-only' }, async ({ page }, testInfo) => {
    await openPage(page, '/catalog/');
    const overlay = await openOverlay(page, testInfo);
    await expect(overlay.getByRole('heading', { name: 'Популярные запросы' })).toBeVisible({
      timeout: 20_000,
    });
    await overlay.getByRole('link', { name: 'кроссовки', exact: true }).click();
    await expect(page).toHaveURL(`/search/?q=${encodeURIComponent('кроссовки')}`);
  });

  test('a size typed into the text becomes a filter chip the shopper removes', async ({ page, request }) => {
    const text = 'кроссовки';
    const all = await apiCatalog(request, { path: '/catalog/', q: text });
    const sized = await apiCatalog(request, { path: '/catalog/', q: text, filter: { size: ['42'] } });
    await openPage(page, `/search/?q=${encodeURIComponent(`${text} 42`)}`);
    await expect(page).toHaveURL(`/search/?q=${encodeURIComponent(text)}&size=42`);
    await expect(page.getByText(foundText(text, sized.catalogBody.pagination.totalItems))).toBeVisible();
    await page
      .getByRole('group', { name: 'Выбранные фильтры' })
      .getByTitle('Убрать фильтр «Размер: 42»')
      .click();
    await expect(page).toHaveURL(`/search/?q=${encodeURIComponent(text)}`);
    await expect(page.getByText(foundText(text, all.catalogBody.pagination.totalItems))).toBeVisible();
  });
});
