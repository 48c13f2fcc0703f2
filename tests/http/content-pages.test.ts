// The content API over HTTP: text pages, news, FAQ, size tables and SEO page data.
import { describe, expect, inject, test } from 'vitest';
import { ErrorBodySchema } from '~/commerce/contract/common';
import { ContentPageSchema } from '~/commerce/contract/content-pages';
import { FaqResponseSchema } from '~/commerce/contract/faq';
import { NEWS_PAGE_SIZE, NewsArticleSchema, NewsListSchema } from '~/commerce/contract/news';
import { SeoPageSchema } from '~/commerce/contract/seo-page';
import { SizeTablesResponseSchema } from '~/commerce/contract/size-tables';
import { parseOrdersConfig } from '~/commerce/config/orders.server';
import { formatRub } from '~/utils/money';
import { TEXT_PAGES } from './text-pages.kit';

const baseUrl = inject('baseUrl');

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

async function getJson(
  path: string,
  init?: RequestInit,
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const response = await fetch(`${baseUrl}${path}`, init);
  return { status: response.status, body: await response.json(), headers: response.headers };
}

async function page(path: string) {
  const { status, body, headers } = await getJson(`/api/content/page/?path=${encodeURIComponent(path)}`);
  expect(status).toBe(200);
  expect(headers.get('cache-control')).toMatch(/^public/);
  return ContentPageSchema.parse(body);
}

async function expectError(path: string, status: number, message?: string | RegExp, init?: RequestInit) {
  const answer = await getJson(path, init);
  expect(answer.status).toBe(status);
  const body = ErrorBodySchema.parse(answer.body);
  if (message) expect(body.message).toMatch(message);
  return body;
}

describe('GET /api/content/page/', () => {
  test.each(TEXT_PAGES)('%s answers 200 with the h1 «%s» and a filled body', async (path, title) => {
    for (const variant of [path, `${path}/`]) {
      const answer = await page(variant);
      expect(answer.title).toBe(title);
      expect(answer.path).toBe(path);
      expect(answer.body.length).toBeGreaterThan(3);
      expect(strings(answer).join('\n')).not.toMatch(/\{\{|\}\}|lorem/i);
    }
  });

  test('delivery and payment state the fee, the free threshold and the bonus cap the checkout uses', async () => {
    const config = parseOrdersConfig(process.env);
    const delivery = strings(await page('/delivery/details')).join('\n');
    expect(delivery).toContain(`Стоимость — ${formatRub(config.DELIVERY_COURIER_FEE)}.`);
    expect(delivery).toContain(`стоят ${formatRub(config.DELIVERY_FREE_FROM)} и больше`);
    const payment = strings(await page('/delivery/payment')).join('\n');
    expect(payment).toContain(`до ${config.BONUS_SPEND_MAX_PERCENT}% суммы товаров`);
    // Where the old /split/, /podeli/ and /bnpl pages lead: it must say how paying in parts works.
    expect(payment).toContain('Сервис «Плати частями»');
    expect(payment).toContain('от 1 000 до 150 000 ₽');
    expect(strings(await page('/delivery/return')).join('\n')).toContain('14 дней');
  });

  test('the loyalty page tables its levels and the offer names the demo requisites as demo', async () => {
    const loyalty = await page('/loyalty');
    const levels = loyalty.body.find((b) => b.type === 'table');
    expect(levels?.type === 'table' && levels.rows.map((row) => row[0])).toEqual(['Старт', 'Темп', 'Рекорд']);
    const offer = strings(await page('/documents/public-offer')).join('\n');
    expect(offer).toMatch(/ИНН[^\n]*\(демо\)/);
    expect(offer).toContain('11. Реквизиты продавца');
  });

  test('an unknown page is a 404; a missing, relative or huge path is a 400', async () => {
    await expectError('/api/content/page/?path=%2Fabout%2Fnothing', 404, 'Страница не найдена');
    await expectError('/api/content/page/', 400, 'Укажи путь страницы');
    await expectError('/api/content/page/?path=about%2Fcompany', 400, 'Путь страницы начинается с /');
    await expectError(`/api/content/page/?path=/${'a'.repeat(600)}`, 400, 'Слишком длинный путь страницы');
  });
});

describe('GET /api/news/', () => {
  test('pages of six, newest first, covering every article once; past the last page is a 404', async () => {
    const first = NewsListSchema.parse((await getJson('/api/news/')).body);
    expect(first).toMatchObject({ page: 1, pageSize: NEWS_PAGE_SIZE });
    expect(first.totalItems).toBeGreaterThanOrEqual(12);
    expect(first.totalPages).toBe(Math.ceil(first.totalItems / NEWS_PAGE_SIZE));
    const all = [...first.items];
    for (let n = 2; n <= first.totalPages; n++) {
      const next = NewsListSchema.parse((await getJson(`/api/news/?page=${n}`)).body);
      expect(next.page).toBe(n);
      all.push(...next.items);
    }
    expect(all).toHaveLength(first.totalItems);
    expect(new Set(all.map((a) => a.code)).size).toBe(all.length);
    const times = all.map((a) => Date.parse(a.publishedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(times.every((t) => t <= Date.now() && t > Date.now() - 366 * 24 * 3600_000)).toBe(true);
    for (const item of all) expect(item.url).toBe(`/about/news/${item.code}`);
    await expectError(`/api/news/?page=${first.totalPages + 1}`, 404, 'Такой страницы новостей нет');
  });

  test.each(['0', '-1', 'abc', '1.5', '99999999'])('page=%s is refused with 400', async (value) => {
    await expectError(`/api/news/?page=${value}`, 400);
  });

  test('an article by code with its body and neighbours; unknown codes are 404s', async () => {
    const { items } = NewsListSchema.parse((await getJson('/api/news/')).body);
    const answer = await getJson(`/api/news/${items[1].code}`);
    expect(answer.status).toBe(200);
    const article = NewsArticleSchema.parse(answer.body);
    expect(article.title).toBe(items[1].title);
    expect(article.body.length).toBeGreaterThan(0);
    expect(article.newer?.code).toBe(items[0].code);
    expect(article.older?.code).toBe(items[2].code);
    for (const code of [
      'net-takoy-novosti',
      "x'%20OR%201=1",
      '%D0%BD%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D1%8C',
      'a'.repeat(300),
    ]) {
      await expectError(`/api/news/${code}`, 404, 'Новость не найдена');
    }
  });
});

test('GET /api/faq/: six sections in order with about twenty questions', async () => {
  const { sections } = FaqResponseSchema.parse((await getJson('/api/faq/')).body);
  expect(sections.map((s) => [s.code, s.title])).toEqual([
    ['order', 'Заказ'],
    ['delivery', 'Доставка'],
    ['payment', 'Оплата'],
    ['return', 'Возврат'],
    ['bonuses', 'Бонусы'],
    ['sizes', 'Размеры'],
  ]);
  const items = sections.flatMap((s) => s.items);
  expect(items.length).toBeGreaterThanOrEqual(18);
  expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
  for (const item of items) {
    expect(item.answer.length).toBeGreaterThan(0);
    expect(item.answer.join(' ')).not.toMatch(/\{\{/);
  }
});

test('GET /api/size-tables/: shoes and clothing for men, women and kids, and how to measure', async () => {
  const { tables, howToMeasure } = SizeTablesResponseSchema.parse((await getJson('/api/size-tables/')).body);
  expect(tables.map((t) => `${t.kind}:${t.gender}`)).toEqual([
    'shoes:man',
    'shoes:woman',
    'shoes:kids',
    'clothing:man',
    'clothing:woman',
    'clothing:kids',
  ]);
  const [men, women, kids] = tables;
  // Nike's charts: men's EU 42 is US 8.5 / UK 7.5 / 26.5 cm, women's EU 42 is US 10 / UK 7.5 /
  // 27 cm; the kids' table starts at 12C (EU 29.5). RU is EU − 1.
  expect(men.rows.find((r) => r[0] === '41')).toEqual(['41', '42', '8.5', '7.5', '26,5']);
  expect(women.rows.find((r) => r[0] === '41')).toEqual(['41', '42', '10', '7.5', '27,0']);
  expect(kids.rows[0]).toEqual(['28.5', '29.5', '12C', '11.5', '18,4']);
  // Nike makes no EU 41.5, so there is no RU 40.5 to send a shopper to the wrong US size.
  expect(men.rows.map((r) => r[0])).not.toContain('40.5');
  // No two rows of a table claim the same size: shoes by RU, EU and US; clothes by their two
  // size columns (letter and RU, or height and age).
  for (const table of tables) {
    for (const column of table.kind === 'shoes' ? [0, 1, 2] : [0, 1]) {
      const values = table.rows.map((r) => r[column]);
      expect(new Set(values).size, `${table.title}: ${table.columns[column]}`).toBe(values.length);
    }
  }
  expect(howToMeasure.some((b) => b.type === 'heading' && b.text === 'Как измерить стопу')).toBe(true);
});

describe('POST /api/seo/page/', () => {
  const post = (body: unknown, headers: Record<string, string> = { 'Content-Type': 'application/json' }) =>
    getJson('/api/seo/page/', {
      method: 'POST',
      headers,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  test('finds a page by normalised URL: trailing slash, query and origin ignored', async () => {
    for (const url of ['/brands', '/brands/', '/brands/?utm_source=x', 'https://shag-store.ru/brands/']) {
      const answer = await post({ url });
      expect(answer.status).toBe(200);
      expect(SeoPageSchema.parse(answer.body)).toMatchObject({ h1: 'Бренды', redirectTo: null });
    }
  });

  test('a moved address answers its 301 target; a page without SEO data answers nulls', async () => {
    expect((await post({ url: '/novinki/' })).body).toEqual({
      redirectTo: '/catalog/new/',
      h1: null,
      seoText: null,
    });
    expect((await post({ url: '/about/company/' })).body).toEqual({
      redirectTo: null,
      h1: null,
      seoText: null,
    });
  });

  test('refuses a missing, relative or foreign-scheme URL, a non-JSON body and GET', async () => {
    for (const body of [{}, { url: '' }, { url: 42 }, { url: 'brands' }, { url: 'javascript:alert(1)' }]) {
      const answer = await post(body);
      expect(answer.status).toBe(400);
      expect(ErrorBodySchema.parse(answer.body).errors[0].property).toBe('url');
    }
    expect((await post('url=/brands', { 'Content-Type': 'application/x-www-form-urlencoded' })).status).toBe(
      415,
    );
    expect((await post('{"url":', { 'Content-Type': 'application/json' })).status).toBe(400);
    await expectError('/api/seo/page/', 405);
  });
});
