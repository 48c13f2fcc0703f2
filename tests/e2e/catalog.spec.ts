// Browsing the catalogue in every project (desktop, mobile, desktop without JavaScript): filter
// by brand, size and price, remove a chip, sort, show more. Expected totals come from the
// commerce API (POST /api/catalog/), not from the page.
import type { Locator, Page, TestInfo } from '@playwright/test';
import type { CatalogFilterValue } from '~/commerce/contract/catalog-filters';
import { apiCatalog, openPage, totalText } from './catalog.kit';
import { expect, test } from './fixtures';

const SECTION = '/catalog/man/obuv/';

const mode = (testInfo: TestInfo) => ({
  js: testInfo.project.use.javaScriptEnabled !== false,
  mobile: Boolean(testInfo.project.use.isMobile),
});

/** The filter panel: the side panel on desktop, the drawer (opened here) on phones. */
async function openFilters(page: Page, testInfo: TestInfo): Promise<Locator> {
  if (!mode(testInfo).mobile) return page.getByRole('complementary', { name: 'Фильтры каталога' });
  await page.getByRole('button', { name: /Фильтры/ }).click();
  // The dialog element has no box of its own (its panel is fixed): its title shows it is open.
  const drawer = page.getByRole('dialog', { name: 'Фильтры' });
  await expect(drawer.getByRole('heading', { name: 'Фильтры' })).toBeVisible();
  return drawer;
}

/** Applies the panel: with JavaScript it applies itself (the drawer closes with its button). */
async function applyFilters(page: Page, panel: Locator, testInfo: TestInfo): Promise<void> {
  const { js, mobile } = mode(testInfo);
  if (!js) await panel.getByRole('button', { name: 'Показать', exact: true }).click();
  else if (mobile) await panel.getByRole('button', { name: /^Показать \d+/ }).click();
}

/** Ticks an option the way a shopper does: a tap on its label. */
async function tick(group: Locator, name: string | RegExp): Promise<void> {
  const box = group.getByRole('checkbox', { name, exact: typeof name === 'string' });
  await box.locator('xpath=ancestor::label[1]').click();
  await expect(box).toBeChecked();
}

/**
 * A long list shows its first values: «Показать все» shows the rest, in place with JavaScript,
 * on the address that renders the list whole without it.
 */
async function showAllValues(group: Locator): Promise<void> {
  const link = group.getByRole('link', { name: 'Показать все' });
  if ((await link.count()) === 0) return;
  await link.click();
  await expect(group.getByRole('link', { name: 'Показать все' })).toHaveCount(0);
}

async function expectTotal(page: Page, total: number): Promise<void> {
  // After a link's navigation (without JavaScript) the new document may be read before its
  // stylesheet applies, when the phone's total and the desktop's are both laid out: the total
  // is read once the document has loaded, as the shopper first sees it.
  await page.waitForLoadState('load');
  await expect(page.getByText(totalText(total), { exact: true }).filter({ visible: true })).toBeVisible();
}

function cards(page: Page): Locator {
  return page.locator('[data-product-grid] article');
}

test.describe('catalogue', () => {
  test('filter by brand, size and price, remove a chip, sort and show more', async ({
    page,
    request,
    checkA11y,
  }, testInfo) => {
    // A long journey with accessibility checks on a shared two-core machine.
    test.setTimeout(180_000);
    const { js } = mode(testInfo);
    const plain = await apiCatalog(request, { path: SECTION });
    const brandFilter = plain.catalogBody.filter.find((f) => f.code === 'brand');
    if (brandFilter?.type !== 'list') throw new Error('the section has a brand filter');
    const brand = [...brandFilter.items].sort((a, b) => b.count - a.count)[0];
    const byBrand = await apiCatalog(request, { path: SECTION, filter: { brand: [brand.value] } });
    const sizeFilter = byBrand.catalogBody.filter.find((f) => f.code === 'size');
    if (sizeFilter?.type !== 'bubbles') throw new Error('the section has a size filter');
    const size = [...sizeFilter.items].filter((i) => !i.disabled).sort((a, b) => b.count - a.count)[0];
    const priceFilter = byBrand.catalogBody.filter.find((f) => f.type === 'range');
    if (priceFilter?.type !== 'range') throw new Error('the section has a price filter');
    const from = Math.round(priceFilter.min + (priceFilter.max - priceFilter.min) / 5);
    const all: CatalogFilterValue = { brand: [brand.value], size: [size.value], price: { from } };
    const expected = await apiCatalog(request, { path: SECTION, filter: all });
    const withoutSize = await apiCatalog(request, { path: SECTION, filter: { ...all, size: undefined } });

    await openPage(page, SECTION);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(plain.seo.h1);
    await expectTotal(page, plain.catalogBody.pagination.totalItems);

    // Brand, size and price in one go.
    const panel = await openFilters(page, testInfo);
    await showAllValues(panel.getByRole('group', { name: 'Бренд' }));
    await tick(panel.getByRole('group', { name: 'Бренд' }), new RegExp(`^${brand.title}`));
    await tick(panel.getByRole('group', { name: 'Размер' }), size.title);
    await panel.getByLabel('Цена от, ₽').fill(String(from));
    await checkA11y(page);
    await applyFilters(page, panel, testInfo);
    await expect(page).toHaveURL(new RegExp(`brand=${brand.value}&size=${size.value}&price_from=${from}`));
    await expectTotal(page, expected.catalogBody.pagination.totalItems);
    await expect(cards(page)).toHaveCount(Math.min(24, expected.catalogBody.pagination.totalItems));
    const chip = page.getByRole(js ? 'button' : 'link', { name: `Убрать фильтр «Размер: ${size.title}»` });
    await expect(chip).toBeVisible();
    await expect(
      page.getByRole(js ? 'button' : 'link', { name: /^Убрать фильтр «Цена: от .+ до .+»$/ }),
    ).toBeVisible();

    // Removing the size chip unchecks the size.
    await chip.click();
    await expect(page).not.toHaveURL(/size=/);
    await expectTotal(page, withoutSize.catalogBody.pagination.totalItems);

    // Sort: cheapest first, filters kept.
    await page.locator('summary', { hasText: 'Сортировка' }).click();
    await page.getByRole('link', { name: 'Сначала дешевле' }).click();
    await expect(page).toHaveURL(/sort=price&order=asc/);
    await expect(page).toHaveURL(new RegExp(`brand=${brand.value}`));
    const sorted = await apiCatalog(request, {
      path: SECTION,
      filter: { ...all, size: undefined },
      sort: 'price',
      order: 'asc',
    });
    await expect(cards(page).first().getByRole('heading')).toHaveText(sorted.catalogBody.products[0].name);

    // Show more: the second page is appended, the place on the page kept.
    const total = sorted.catalogBody.pagination.totalItems;
    expect(total, 'enough products for a second page').toBeGreaterThan(24);
    const more = page.getByRole('link', { name: 'Показать ещё' });
    await more.scrollIntoViewIfNeeded();
    await more.click();
    // The section's own address, trailing slash kept (the page came by client navigations).
    await expect(page).toHaveURL(new RegExp(`${SECTION}\\?.*shown=48`));
    await expect(cards(page)).toHaveCount(Math.min(48, total));
    if (js) expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await checkA11y(page);
  });

  test('a closed filter group sends no rows, shows them when opened, and a value from it filters', async ({
    page,
    request,
  }, testInfo) => {
    const { js } = mode(testInfo);
    const plain = await apiCatalog(request, { path: SECTION });
    const colors = plain.catalogBody.filter.find((f) => f.code === 'color');
    if (colors?.type !== 'colors') throw new Error('the section has a colour filter');
    const color = colors.items.slice(0, 8).find((item) => !item.disabled);
    if (!color) throw new Error('the colour filter has a value to choose');
    const byColor = await apiCatalog(request, { path: SECTION, filter: { color: [color.value] } });

    await openPage(page, SECTION);
    const panel = await openFilters(page, testInfo);
    const details = panel.locator('details', { has: page.locator('summary', { hasText: /^Цвет$/ }) });
    await expect(details).not.toHaveAttribute('open');
    await expect(details.locator('input')).toHaveCount(0);
    await details.locator('summary').click();
    const group = panel.getByRole('group', { name: 'Цвет' });
    if (js) {
      // In place, from the data the page already has.
      await expect(group.getByRole('checkbox')).toHaveCount(Math.min(8, colors.items.length));
      await expect(page).toHaveURL(new RegExp(`${SECTION}$`));
    } else {
      await group.getByRole('link', { name: 'Показать все' }).click();
      await expect(page).toHaveURL(new RegExp(`${SECTION}\\?all=color$`));
      await expect(group.getByRole('checkbox')).toHaveCount(colors.items.length);
    }
    await tick(group, new RegExp(`^${color.title}`));
    await applyFilters(page, panel, testInfo);
    await expect(page).toHaveURL(new RegExp(`color=${color.value}`));
    await expectTotal(page, byColor.catalogBody.pagination.totalItems);
  });

  test(
    'a category type narrows its group and unchecking it checks the group again',
    { tag: '@js-only' },
    async ({ page }, testInfo) => {
      await openPage(page, '/catalog/man/');
      const panel = await openFilters(page, testInfo);
      const category = panel.getByRole('group', { name: 'Категория' });
      await tick(category, /^Обувь/);
      await tick(category, /^Кроссовки/);
      await expect(category.getByRole('checkbox', { name: /^Обувь/ })).not.toBeChecked();
      await category
        .getByRole('checkbox', { name: /^Кроссовки/ })
        .locator('xpath=ancestor::label[1]')
        .click();
      await expect(category.getByRole('checkbox', { name: /^Обувь/ })).toBeChecked();
      await applyFilters(page, panel, testInfo);
      await expect(page).toHaveURL(/category=obuv$/);
    },
  );

  test(
    '«Показать все» brings a long list whole in place, and a value from it filters',
    { tag: '@js-only' },
    async ({ page, request }, testInfo) => {
      const plain = await apiCatalog(request, { path: SECTION });
      const brandFilter = plain.catalogBody.filter.find((f) => f.code === 'brand');
      if (brandFilter?.type !== 'list') throw new Error('the section has a brand filter');
      expect(brandFilter.items.length, 'a list long enough to be cut').toBeGreaterThan(8);
      const last = brandFilter.items[brandFilter.items.length - 1];

      await openPage(page, SECTION);
      const panel = await openFilters(page, testInfo);
      const brands = panel.getByRole('group', { name: 'Бренд' });
      await expect(brands.getByRole('checkbox')).toHaveCount(8);
      await brands.getByRole('link', { name: 'Показать все' }).click();
      await expect(brands.getByRole('checkbox')).toHaveCount(brandFilter.items.length);
      // In place: the address and the cards stay.
      await expect(page).toHaveURL(new RegExp(`${SECTION}$`));
      await tick(brands, new RegExp(`^${last.title}`));
      await applyFilters(page, panel, testInfo);
      await expect(page).toHaveURL(new RegExp(`brand=${encodeURIComponent(last.value)}`));
      const byLast = await apiCatalog(request, { path: SECTION, filter: { brand: [last.value] } });
      await expectTotal(page, byLast.catalogBody.pagination.totalItems);
    },
  );
});
