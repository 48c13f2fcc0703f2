// The content seed and the content services on a freshly seeded database (every engine):
// what the API will serve, checked against independent expectations.
import { sql } from 'drizzle-orm';
import { describe, expect, test, vi } from 'vitest';
import { forEachEngine, queryRows } from '../../../tests/setup/engines';
import { formatRub } from '../../utils/money';
import { NEWS_PAGE_SIZE } from '../contract/news';
import { LOOK_SEEDS } from '../seed/content-outfits.server';
import { PAGE_SEEDS } from '../seed/content-pages.server';
import { ApiError } from '../http/errors.server';
import { ordersConfig } from '../config/orders.server';
import { getFaq } from './faq.server';
import { getHome } from './home.server';
import { LOYALTY_LEVELS } from '../loyalty/loyalty-levels';
import { getNewsArticle, listNews } from './news.server';
import { getOutfits } from './outfits.server';
import { getPage } from './pages.server';
import { getSeoPage } from './seo.server';
import { getShops } from './shops.server';
import { getSizeTables } from './size-tables.server';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 180_000 });

const NOW = new Date('2026-05-20T12:00:00Z');
const YEAR_MS = 365 * 24 * 3600_000;

/** Every string inside a value, however deep. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

async function notFound(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(404);
  return (error as ApiError).message;
}

forEachEngine(
  'content seed and services',
  (ctx) => {
    describe('pages', () => {
      test('every seeded page answers with its title and a body whose tokens are all filled', async () => {
        for (const seed of PAGE_SEEDS) {
          const page = await getPage(ctx.db, `${seed.path}/`);
          expect(page.title).toBe(seed.title);
          expect(page.body.length).toBeGreaterThan(3);
          for (const text of strings(page)) expect(text).not.toMatch(/\{\{|\}\}/);
        }
      });

      test('delivery, payment and loyalty state the numbers the checkout uses', async () => {
        const config = ordersConfig();
        const delivery = strings(await getPage(ctx.db, '/delivery/details')).join('\n');
        expect(delivery).toContain(formatRub(config.DELIVERY_COURIER_FEE));
        expect(delivery).toContain(formatRub(config.DELIVERY_FREE_FROM));
        const payment = strings(await getPage(ctx.db, '/delivery/payment')).join('\n');
        expect(payment).toContain(`до ${config.BONUS_SPEND_MAX_PERCENT}% суммы товаров`);
        expect(payment).toContain('ЮKassa');

        const loyalty = await getPage(ctx.db, '/loyalty');
        const levels = loyalty.body.find((b) => b.type === 'table');
        expect(levels).toMatchObject({
          columns: ['Уровень', 'Покупки за 12 месяцев', 'Возвращаем бонусами'],
        });
        expect(levels?.type === 'table' && levels.rows.map((r) => r[0])).toEqual(
          LOYALTY_LEVELS.map((l) => l.name),
        );
      });

      test('the delivery page lists the cities that have shops, from the shops table', async () => {
        const page = await getPage(ctx.db, '/delivery/details');
        const counts = await queryRows<{ n: number }>(
          ctx.db,
          sql`SELECT count(DISTINCT city_id)::int AS n FROM shops WHERE active`,
        );
        const list = page.body.find(
          (b) => b.type === 'list' && b.items.some((i) => i.startsWith('Москва — ')),
        );
        expect(list?.type === 'list' && list.items).toHaveLength(counts[0].n);
      });

      test('the company page counts shops and cities from the tables', async () => {
        const text = strings(await getPage(ctx.db, '/about/company')).join('\n');
        const [facts] = await queryRows<{ shops: number; cities: number }>(
          ctx.db,
          sql`SELECT count(*)::int AS shops, count(DISTINCT city_id)::int AS cities FROM shops WHERE active`,
        );
        expect(text).toContain(`${facts.shops} магазин`);
        expect(text).toContain(`в ${facts.cities} город`);
      });

      test('an unknown path is a 404', async () => {
        expect(await notFound(getPage(ctx.db, '/about/nothing'))).toBe('Страница не найдена');
        await notFound(getPage(ctx.db, 'about/company'));
      });
    });

    describe('news', () => {
      test('about fourteen articles over the year before the seed, newest first, paged without overlap', async () => {
        const first = await listNews(ctx.db, 1, NOW);
        expect(first.totalItems).toBeGreaterThanOrEqual(12);
        expect(first.totalItems).toBeLessThanOrEqual(16);
        expect(first.totalPages).toBe(Math.ceil(first.totalItems / NEWS_PAGE_SIZE));
        const all = [];
        for (let page = 1; page <= first.totalPages; page++)
          all.push(...(await listNews(ctx.db, page, NOW)).items);
        expect(all).toHaveLength(first.totalItems);
        expect(new Set(all.map((a) => a.code)).size).toBe(all.length);
        const times = all.map((a) => Date.parse(a.publishedAt));
        expect([...times].sort((a, b) => b - a)).toEqual(times);
        for (const time of times) {
          expect(time).toBeLessThanOrEqual(NOW.getTime());
          expect(time).toBeGreaterThan(NOW.getTime() - YEAR_MS);
        }
        await notFound(listNews(ctx.db, first.totalPages + 1, NOW));
      });

      test('season collections are dated on the first day of their season', async () => {
        const spring = await getNewsArticle(ctx.db, 'vesennyaya-kollekciya', NOW);
        expect(spring.publishedAt.slice(0, 10)).toBe('2026-03-01');
        const winter = await getNewsArticle(ctx.db, 'zimnyaya-kollekciya', NOW);
        expect(winter.publishedAt.slice(0, 10)).toBe('2025-12-01');
      });

      test('an article has a body and its neighbours; unknown and hostile codes are 404s', async () => {
        const { items } = await listNews(ctx.db, 1, NOW);
        const second = await getNewsArticle(ctx.db, items[1].code, NOW);
        expect(second.body.length).toBeGreaterThan(0);
        expect(second.newer?.code).toBe(items[0].code);
        expect(second.older?.code).toBe(items[2].code);
        expect((await getNewsArticle(ctx.db, items[0].code, NOW)).newer).toBeNull();
        for (const code of ['net-takoy', "x' OR 1=1 --", '../etc', 'A'.repeat(500)]) {
          expect(await notFound(getNewsArticle(ctx.db, code, NOW))).toBe('Новость не найдена');
        }
      });

      test('shop openings name shops that exist, in their city', async () => {
        const { items } = await listNews(ctx.db, 1, NOW);
        const all = [...items];
        for (let page = 2; page <= (await listNews(ctx.db, 1, NOW)).totalPages; page++)
          all.push(...(await listNews(ctx.db, page, NOW)).items);
        const openings = all.filter((a) => a.code.startsWith('otkrytie-'));
        expect(openings).toHaveLength(3);
        for (const opening of openings) {
          const code = opening.code.slice('otkrytie-'.length);
          const [shop] = await queryRows<{ address: string }>(
            ctx.db,
            sql`SELECT address FROM shops WHERE code = ${code}`,
          );
          expect(opening.excerpt).toContain(shop.address);
        }
      });
    });

    test('shops of Moscow, of a city without shops, and of an unknown city', async () => {
      const moscow = await getShops(ctx.db, 216);
      expect(moscow.city.name).toBe('Москва');
      const [expected] = await queryRows<{ n: number }>(
        ctx.db,
        sql`SELECT count(*)::int AS n FROM shops WHERE city_id = 216 AND active`,
      );
      expect(moscow.shops).toHaveLength(expected.n);
      for (const shop of moscow.shops) {
        expect(shop.phoneHref).toMatch(/^tel:\+7\d{10}$/);
        expect(shop.mapUrl).toBe(`https://yandex.ru/maps/?pt=${shop.lon},${shop.lat}&z=16&l=map`);
        expect(shop.assortment).not.toBe('');
      }
      expect(moscow.cities[0]).toMatchObject({ id: 216, name: 'Москва', shopsCount: expected.n });

      const [quiet] = await queryRows<{ id: number }>(
        ctx.db,
        sql`SELECT id FROM cities WHERE id NOT IN (SELECT city_id FROM shops) ORDER BY id LIMIT 1`,
      );
      const none = await getShops(ctx.db, quiet.id);
      expect(none.shops).toEqual([]);
      expect(none.cities).toEqual(moscow.cities);
      expect(await notFound(getShops(ctx.db, 999_999_999))).toBe('Город не найден');
    });

    test('FAQ: six sections in order, about twenty questions, every answer filled', async () => {
      const { sections } = await getFaq(ctx.db);
      expect(sections.map((s) => s.title)).toEqual([
        'Заказ',
        'Доставка',
        'Оплата',
        'Возврат',
        'Бонусы',
        'Размеры',
      ]);
      const items = sections.flatMap((s) => s.items);
      expect(items.length).toBeGreaterThanOrEqual(18);
      expect(items.length).toBeLessThanOrEqual(24);
      for (const item of items) {
        expect(item.question.endsWith('?')).toBe(true);
        expect(item.answer.length).toBeGreaterThan(0);
        for (const text of item.answer) expect(text).not.toMatch(/\{\{/);
      }
    });

    test('size tables: shoes for men, women and kids, clothing, and how to measure', async () => {
      const { tables, howToMeasure } = await getSizeTables(ctx.db);
      expect(tables.map((t) => t.code)).toEqual([
        'shoes-man',
        'shoes-woman',
        'shoes-kids',
        'clothing-man',
        'clothing-woman',
        'clothing-kids',
      ]);
      for (const table of tables)
        for (const row of table.rows) expect(row).toHaveLength(table.columns.length);
      const men = tables[0];
      expect(men.columns).toEqual(['RU', 'EU', 'US', 'UK', 'Длина стопы, см']);
      // Nike's men's chart: EU 42 is US 8.5, UK 7.5, 26.5 cm of foot.
      expect(men.rows.find((r) => r[0] === '41')).toEqual(['41', '42', '8.5', '7.5', '26,5']);
      expect(howToMeasure.some((b) => b.type === 'heading' && b.text === 'Как измерить стопу')).toBe(true);
    });

    test('outfits: every look of 3–5 in-stock articles of its gender, no article in two looks', async () => {
      const { items } = await getOutfits(ctx.db);
      expect(items.map((o) => o.code)).toEqual(LOOK_SEEDS.map((l) => l.code));
      const codes = items.flatMap((o) => o.products.map((p) => p.code));
      expect(new Set(codes).size).toBe(codes.length);
      for (const look of items) {
        expect(look.products.length).toBeGreaterThanOrEqual(3);
        expect(look.products.length).toBeLessThanOrEqual(5);
        const rows = await queryRows<{ gender: string; stock: number }>(
          ctx.db,
          sql`SELECT p.gender, (SELECT coalesce(sum(s.quantity), 0)::int FROM product_sizes ps JOIN stock s ON s.size_id = ps.id WHERE ps.color_id = pc.id) AS stock
              FROM product_colors pc JOIN products p ON p.id = pc.product_id
              WHERE pc.code IN (${sql.join(
                look.products.map((p) => sql`${p.code}`),
                sql`, `,
              )})`,
        );
        expect(rows).toHaveLength(look.products.length);
        for (const row of rows) {
          expect([look.gender, 'unisex']).toContain(row.gender);
          expect(row.stock).toBeGreaterThan(0);
        }
      }
    });

    test('home: the stored blocks in order, with their lists filled from the catalogue', async () => {
      const { blocks } = await getHome(ctx.db, 216);
      expect(blocks.map((b) => b.kind)).toEqual([
        'hero',
        'genders',
        'products',
        'products',
        'products',
        'brands',
        'news',
      ]);
      for (const block of blocks) {
        if (block.kind === 'products') {
          expect(block.products.length).toBeGreaterThan(0);
          expect(block.products.length).toBeLessThanOrEqual(12);
          if (block.list === 'new') expect(block.products.every((p) => p.isNew)).toBe(true);
          if (block.list === 'sale') expect(block.products.every((p) => p.oldPrice !== null)).toBe(true);
        }
        if (block.kind === 'hero') expect(block.slides[0].image?.webp).toMatch(/^\/images\/products\//);
        if (block.kind === 'genders')
          expect(block.items.map((i) => i.url)).toEqual([
            '/catalog/man/',
            '/catalog/woman/',
            '/catalog/kids/',
          ]);
        if (block.kind === 'news') expect(block.items).toHaveLength(3);
      }
    });

    test('SEO rows by normalised URL; nulls for a URL without one', async () => {
      expect(await getSeoPage(ctx.db, 'https://example.ru/brands/?page=2#top')).toMatchObject({
        h1: 'Бренды',
        redirectTo: null,
      });
      expect(await getSeoPage(ctx.db, '/novinki/')).toEqual({
        redirectTo: '/catalog/new/',
        h1: null,
        seoText: null,
      });
      expect(await getSeoPage(ctx.db, '/about/company')).toEqual({
        redirectTo: null,
        h1: null,
        seoText: null,
      });
    });
  },
  // The whole demo seed (content included) with a fixed day, so the news dates are known.
  { seed: { products: 300, now: NOW } },
);
