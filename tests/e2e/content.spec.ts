// The content pages in a browser, in every project (desktop, mobile, desktop without
// JavaScript): FAQ questions open and close, size table tabs, news "show more", the home
// page's light phone version, and axe on each page.
import type { Page } from '@playwright/test';
import { FaqResponseSchema } from '~/commerce/contract/faq';
import { HomeResponseSchema } from '~/commerce/contract/home';
import { NewsListSchema } from '~/commerce/contract/news';
import { expect, test } from './fixtures';

/** A visitor who already answered the city prompt and the cookie banner, so nothing covers the page. */
async function settledVisitor(page: Page): Promise<void> {
  await page.request.post('/resources/cookie-consent', { form: { returnTo: '/' }, maxRedirects: 0 });
  await page.request.post('/resources/city', { form: { intent: 'confirm', returnTo: '/' }, maxRedirects: 0 });
}

// Pages with axe on a shared, busy machine: room for slow loads.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => settledVisitor(page));

test('FAQ: a question opens and closes, one at a time within its section', async ({
  page,
  request,
  checkA11y,
}) => {
  const faq = FaqResponseSchema.parse(await (await request.get('/api/faq/')).json());
  const [first, second] = faq.sections[0].items;
  await page.goto('/support/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Вопросы и ответы' })).toBeVisible();

  const question = (text: string) => page.locator('summary').filter({ hasText: text });
  const answer = (paragraph: string) => page.getByText(paragraph, { exact: true });
  await expect(answer(first.answer[0])).toBeHidden();

  await question(first.question).click();
  await expect(answer(first.answer[0])).toBeVisible();
  await checkA11y(page);

  // Opening the next question of the section closes the first (native <details name>).
  await question(second.question).click();
  await expect(answer(second.answer[0])).toBeVisible();
  await expect(answer(first.answer[0])).toBeHidden();

  await question(second.question).click();
  await expect(answer(second.answer[0])).toBeHidden();

  // Another section's question stays independent.
  const other = faq.sections[1].items[0];
  await question(first.question).click();
  await question(other.question).click();
  await expect(answer(first.answer[0])).toBeVisible();
  await expect(answer(other.answer[0])).toBeVisible();

  // The section chips jump to their section.
  await page
    .getByRole('navigation', { name: 'Темы вопросов' })
    .getByRole('link', { name: faq.sections[2].title })
    .click();
  await expect(page).toHaveURL(new RegExp(`#faq-${faq.sections[2].code}$`));
  await expect(page.getByRole('heading', { level: 2, name: faq.sections[2].title })).toBeInViewport();
});

test('FAQ: the keyboard opens a question too', { tag: '@desktop-only' }, async ({ page, request }) => {
  const faq = FaqResponseSchema.parse(await (await request.get('/api/faq/')).json());
  const item = faq.sections[0].items[0];
  await page.goto('/support/faq');
  await page.locator('summary').filter({ hasText: item.question }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(item.answer[0], { exact: true })).toBeVisible();
});

test('size tables: tabs switch the table, with and without JavaScript', async ({ page, checkA11y }) => {
  await page.goto('/support/size-table');
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['RU', 'EU', 'US', 'UK', 'Длина стопы, см']);
  await expect(page.locator('caption')).toHaveText('Мужская обувь');
  await checkA11y(page);

  const tabs = page.getByRole('navigation', { name: 'Таблицы размеров' });
  await tabs.getByRole('link', { name: 'Детская одежда' }).click();
  await expect(page).toHaveURL(/\?table=clothing-kids$/);
  await expect(page.locator('caption')).toHaveText('Детская одежда');
  await expect(tabs.getByRole('link', { name: 'Детская одежда' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 2, name: 'Как измерить стопу' })).toBeVisible();
});

test('news: "Показать ещё" adds articles until the last, and an article links back and on', async ({
  page,
  request,
  checkA11y,
}) => {
  const list = NewsListSchema.parse(await (await request.get('/api/news/')).json());
  await page.goto('/about/news');
  const articles = page.getByRole('main').getByRole('article');
  await expect(articles).toHaveCount(list.pageSize);
  await checkA11y(page);
  for (let shown = list.pageSize; shown < list.totalItems; shown += list.pageSize) {
    await page.getByRole('link', { name: 'Показать ещё' }).click();
    await expect(articles).toHaveCount(Math.min(shown + list.pageSize, list.totalItems));
  }
  await expect(page.getByRole('link', { name: 'Показать ещё' })).toHaveCount(0);

  await page.getByRole('link', { name: list.items[1].title }).click();
  await expect(page.getByRole('heading', { level: 1, name: list.items[1].title })).toBeVisible();
  await checkA11y(page);
  await page.getByRole('link', { name: /Следующая новость/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: list.items[0].title })).toBeVisible();
});

for (const [path, h1] of [
  ['/about/company', 'О компании'],
  ['/documents/public-offer', 'Публичная оферта'],
  ['/delivery/details', 'Доставка'],
  ['/loyalty', 'Программа лояльности'],
  ['/support/contacts', 'Контакты'],
  ['/outfits', 'Образы'],
]) {
  test(
    `${path} reads well: its h1, nothing wider than the screen, axe clean`,
    { tag: '@js-only' },
    async ({ page, checkA11y }) => {
      // These pages are the same server markup with or without scripts, and Playwright can
      // measure widths only where scripts run: desktop and phone widths are what matter here.
      // (The no-JavaScript behaviour of content pages is in the FAQ, size table and news tests.)
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
      // Nothing is wider than the screen: tables scroll inside their own frame.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      await checkA11y(page);
    },
  );
}

test('loyalty: a guest joins by signing in over the page', async ({ page }) => {
  await page.goto('/loyalty');
  await page.getByRole('main').getByRole('link', { name: 'Войти', exact: true }).click();
  await expect(page).toHaveURL(/\/loyalty\?login=open$/);
  await expect(page.getByRole('heading', { name: 'Вход или регистрация' })).toBeVisible();
});

test('home: every block, product rows that scroll sideways, no hero picture on phones', async ({
  page,
  checkA11y,
}, testInfo) => {
  const isMobile = Boolean(testInfo.project.use.isMobile);
  const pictures: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'image') pictures.push(new URL(r.url()).pathname);
  });
  await page.goto('/');
  // Each block is a region named by its heading (the hero's slides have headings of their own).
  for (const title of [
    'Главное',
    'Кому выбираем',
    'Новинки',
    'Хиты продаж',
    'Распродажа',
    'Бренды',
    'Новости',
  ])
    await expect(page.getByRole('region', { name: title, exact: true })).toBeAttached();
  const row = page.getByRole('region', { name: 'Новинки', exact: true }).getByRole('list');
  if (testInfo.project.use.javaScriptEnabled !== false) {
    expect(await row.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  }
  await checkA11y(page);
  // The first hero slide's picture (its desktop files): wide screens load it at once, phones never.
  const src = await page.getByRole('region', { name: 'Главное' }).locator('img').first().getAttribute('src');
  expect(src).toMatch(/\/desktop\.jpg$/);
  const heroFiles = src!.replace(/desktop\.jpg$/, 'desktop');
  expect(pictures.some((path) => path.startsWith(heroFiles))).toBe(!isMobile);
});

test(
  'home: a product row arrives with its first cards and brings the rest when the shopper reaches for it',
  { tag: '@js-only' },
  async ({ page, request }, testInfo) => {
    const home = HomeResponseSchema.parse(await (await request.get('/api/home/')).json());
    const row = home.blocks.find((b) => b.kind === 'products' && b.title === 'Новинки');
    if (row?.kind !== 'products') throw new Error('the home page has a «Новинки» row');
    await page.goto('/');
    const cards = page.getByRole('region', { name: 'Новинки', exact: true }).getByRole('listitem');
    await expect(cards).toHaveCount(6);
    // A pointer over the row on a wide screen, a swipe on a phone.
    const list = page.getByRole('region', { name: 'Новинки', exact: true }).getByRole('list');
    if (testInfo.project.use.isMobile) await list.evaluate((el) => el.scrollBy({ left: 200 }));
    else await list.hover();
    await expect(cards).toHaveCount(row.products.length);
    await expect(cards.last().getByRole('heading')).toHaveText(row.products[row.products.length - 1].name);
  },
);
