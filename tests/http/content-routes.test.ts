// The storefront's content routes over HTTP: each page answers 200 with its h1 and its meta,
// draws what the content API holds (compared with the API's own answers, not the seed), pages
// the news with "show more", and answers 404 for what does not exist.
import { describe, expect, inject, test } from 'vitest';
import { ContentPageSchema } from '~/commerce/contract/content-pages';
import { FaqResponseSchema } from '~/commerce/contract/faq';
import { HomeResponseSchema } from '~/commerce/contract/home';
import { CityListSchema } from '~/commerce/contract/location';
import { NewsArticleSchema, NewsListSchema } from '~/commerce/contract/news';
import { OutfitsResponseSchema } from '~/commerce/contract/outfits';
import { ShopsResponseSchema } from '~/commerce/contract/shops';
import { SizeTablesResponseSchema } from '~/commerce/contract/size-tables';
import { TEXT_PAGES } from './text-pages.kit';

const baseUrl = inject('baseUrl');

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();

const all = (html: string, re: RegExp) => [...html.matchAll(re)].map((m) => decode(m[1]));
const headings = (html: string, level: 1 | 2 | 3) =>
  all(html, new RegExp(`<h${level}\\b[^>]*>([\\s\\S]*?)</h${level}>`, 'g'));
const title = (html: string) => all(html, /<title>([^<]*)<\/title>/g)[0];
const description = (html: string) => all(html, /<meta name="description" content="([^"]*)"/g)[0];
const hrefs = (html: string) => all(html, /href="([^"]*)"/g);

/** The attributes of every <a> of a page ({href, rel, target, …}), whatever their order. */
function anchors(html: string): Record<string, string>[] {
  return [...html.matchAll(/<a\b([^>]*)>/g)].map((m) =>
    Object.fromEntries([...m[1].matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1], decode(a[2])])),
  );
}

async function page(path: string) {
  const response = await fetch(`${baseUrl}${encodeURI(path)}`, { redirect: 'manual' });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

async function api<T>(path: string, schema: { parse: (v: unknown) => T }): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`);
  expect(response.status, path).toBe(200);
  return schema.parse(await response.json());
}

describe('text pages', () => {
  test.each(TEXT_PAGES)(
    '%s: 200, h1 «%s», the page’s title and description, every section heading',
    async (path, h1) => {
      const { status, html } = await page(path);
      expect(status).toBe(200);
      const content = await api(`/api/content/page/?path=${encodeURIComponent(path)}`, ContentPageSchema);
      expect(headings(html, 1)).toEqual([h1]);
      expect(content.title).toBe(h1);
      expect(title(html)).toBe(`${h1} — Шаг`);
      expect(description(html)).toBe(content.description);
      const sections = content.body.flatMap((b) => (b.type === 'heading' && b.level === 2 ? [b.text] : []));
      for (const section of sections) expect(headings(html, 2)).toContain(section);
    },
  );

  test('tables scroll inside a focusable frame instead of widening the page', async () => {
    const { html } = await page('/about/company');
    // A named section (a region to assistive technology) that takes focus, so the keyboard scrolls it.
    expect(html).toMatch(/<section aria-label="Таблица"[^>]*tabindex="0"[^>]*overflow-x-auto/);
  });

  test('documents list their sections and say which edition is shown', async () => {
    const { html } = await page('/documents/security-policy');
    expect(html).toContain('aria-label="Содержание"');
    expect(html).toMatch(/Редакция от <time dateTime="[^"]+">\d{1,2} [а-я]+ \d{4}<\/time>/);
  });

  test('links of stored content: phone and email stay plain, other sites open in a new tab', async () => {
    const { html } = await page('/support/contacts');
    expect(html).toContain('href="tel:+78007001234"');
    expect(html).toContain('href="mailto:help@shag-store.ru"');
    const telegram = anchors(html).find((a) => a.href?.startsWith('https://t.me/'));
    expect(telegram).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' });
  });

  test('the loyalty page invites a guest to sign in over it', async () => {
    const { html } = await page('/loyalty');
    expect(html).toMatch(/href="\/loyalty\?login=open"[^>]*>Войти</);
  });

  test('unknown pages under the sections are the 404 page', async () => {
    for (const path of ['/about/nothing', '/delivery/nothing', '/documents/nothing', '/support/nothing']) {
      const { status, html } = await page(path);
      expect(status, path).toBe(404);
      expect(html).toContain('Страница удалена или перемещена');
    }
  });
});

describe('FAQ and size tables', () => {
  test('/support/faq: every question of the API as a closed <details>, grouped under anchored sections', async () => {
    const { status, html } = await page('/support/faq');
    expect(status).toBe(200);
    expect(headings(html, 1)).toEqual(['Вопросы и ответы']);
    const faq = await api('/api/faq/', FaqResponseSchema);
    const questions = faq.sections.flatMap((s) => s.items);
    expect(questions.length).toBeGreaterThan(10);
    const details = html.match(/<details\b[^>]*name="faq-[^"]*"[^>]*>/g) ?? [];
    expect(details).toHaveLength(questions.length);
    expect(details.filter((tag) => /\bopen\b/.test(tag))).toEqual([]);
    for (const section of faq.sections) {
      expect(html).toContain(`id="faq-${section.code}"`);
      expect(hrefs(html)).toContain(`#faq-${section.code}`);
    }
    for (const item of questions) expect(html).toContain(decode(item.question).replace(/"/g, '&quot;'));
  });

  test('/support/size-table: one tab per table, the chosen table in full, the first one by default', async () => {
    const { tables } = await api('/api/size-tables/', SizeTablesResponseSchema);
    expect(tables.map((t) => t.code)).toEqual(
      expect.arrayContaining([
        'shoes-man',
        'shoes-woman',
        'shoes-kids',
        'clothing-man',
        'clothing-woman',
        'clothing-kids',
      ]),
    );
    const first = await page('/support/size-table');
    for (const table of tables)
      expect(hrefs(first.html)).toContain(`/support/size-table?table=${table.code}`);
    expect(first.html).toContain(`<caption`);
    expect(all(first.html, /<caption[^>]*>([^<]*)<\/caption>/g)).toEqual([tables[0].title]);

    const kids = tables.find((t) => t.code === 'shoes-kids')!;
    const { html } = await page('/support/size-table?table=shoes-kids');
    expect(all(html, /<caption[^>]*>([^<]*)<\/caption>/g)).toEqual([kids.title]);
    expect(kids.columns).toEqual(['RU', 'EU', 'US', 'UK', 'Длина стопы, см']);
    // Header row plus one row per size.
    const table = html.slice(html.indexOf('<table'), html.indexOf('</table>'));
    expect(table.match(/<tr\b/g)).toHaveLength(kids.rows.length + 1);
    expect(
      anchors(html)
        .filter((a) => a['aria-current'] === 'page' && a.href.includes('?table='))
        .map((a) => a.href),
    ).toEqual(['/support/size-table?table=shoes-kids']);
    expect((await page('/support/size-table?table=nothing')).status).toBe(200);
  });
});

describe('news', () => {
  test('"Показать ещё" reaches every article once, newest first; past the end and made-up values are 404', async () => {
    const list = await api('/api/news/', NewsListSchema);
    const seen: string[] = [];
    let path: string | null = '/about/news';
    let pages = 0;
    while (path) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      expect(headings(html, 1)).toEqual(['Новости']);
      const articles = hrefs(html).filter((h) => /^\/about\/news\/[^/?#]+$/.test(h));
      // Each address shows every article so far, not only the new page.
      expect(articles.slice(0, seen.length)).toEqual(seen);
      seen.splice(0, seen.length, ...articles);
      path = anchors(html).find((a) => a.rel === 'next')?.href ?? null;
      if (path) expect(path).toMatch(/^\/about\/news\?shown=\d+$/);
      pages += 1;
    }
    expect(pages).toBe(list.totalPages);
    expect(seen).toHaveLength(list.totalItems);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.slice(0, list.items.length)).toEqual(list.items.map((i) => i.url));

    for (const bad of [`?shown=${(list.totalPages + 1) * 6}`, '?shown=7', '?shown=abc', '?shown=0']) {
      expect((await page(`/about/news${bad}`)).status, bad).toBe(404);
    }
  });

  test('an article: its title as h1, its date, links to the older and newer ones; unknown codes 404', async () => {
    const list = await api('/api/news/', NewsListSchema);
    const [newest, second] = list.items;
    const article = await api(`/api/news/${second.code}`, NewsArticleSchema);
    const { status, html } = await page(second.url);
    expect(status).toBe(200);
    expect(headings(html, 1)).toEqual([second.title]);
    expect(title(html)).toBe(`${second.title} — Шаг`);
    expect(description(html)).toBe(second.excerpt);
    const links = anchors(html);
    expect(links.find((a) => a.rel === 'next')?.href).toBe(newest.url);
    expect(links.find((a) => a.rel === 'prev')?.href).toBe(article.older?.url);
    const top = await page(newest.url);
    expect(anchors(top.html).filter((a) => a.rel === 'next')).toEqual([]);

    for (const unknown of ['/about/news/no-such-article', '/about/news/%D0%BD%D0%B5%D1%82']) {
      const missing = await page(unknown);
      expect(missing.status, unknown).toBe(404);
      expect(missing.html).toContain('Страница удалена или перемещена');
    }
  });
});

describe('shops (no maps key on the test server)', () => {
  test('the selected city’s shops as a list with address, hours, phone, assortment and a map link; no map', async () => {
    const moscow = await api('/api/shops/?cityId=216', ShopsResponseSchema);
    expect(moscow.shops.length).toBeGreaterThan(1);
    const { status, html } = await page('/about/shops');
    expect(status).toBe(200);
    expect(headings(html, 1)).toEqual(['Магазины']);
    for (const shop of moscow.shops) {
      expect(headings(html, 3) as string[]).toContain(shop.name);
      for (const text of [shop.address, shop.hours, shop.phone, shop.assortment])
        expect(decode(html)).toContain(text);
      expect(hrefs(html)).toContain(shop.phoneHref);
      expect(hrefs(html)).toContain(shop.mapUrl);
    }
    expect(html).not.toContain('data-shops-map');
    expect(html).not.toContain('api-maps.yandex.ru');
    expect(hrefs(html)).toContain('/about/shops?city=open');
  });

  test('another city by ?cityId=, a city without shops, and 404 for made-up ids', async () => {
    const spb = await api('/api/shops/?cityId=787', ShopsResponseSchema);
    const { html } = await page('/about/shops?cityId=787');
    expect(headings(html, 3)).toEqual(spb.shops.map((s) => s.name));

    const cities = CityListSchema.parse(await (await fetch(`${baseUrl}/api/location/cities/`)).json());
    const withShops = new Set(spb.cities.map((c) => c.id));
    const without = cities.find((c) => !withShops.has(c.id))!;
    const empty = await page(`/about/shops?cityId=${without.id}`);
    expect(empty.status).toBe(200);
    expect(decode(empty.html)).toContain(`В городе ${without.name} наших магазинов пока нет`);
    for (const city of spb.cities) expect(hrefs(empty.html)).toContain(`/about/shops?cityId=${city.id}`);

    for (const bad of ['abc', '0', '-1', '999999999']) {
      expect((await page(`/about/shops?cityId=${bad}`)).status, bad).toBe(404);
    }
  });
});

describe('home and outfits', () => {
  test('/ draws every block of the API with its products, and phones download no hero picture', async () => {
    const { status, html } = await page('/');
    expect(status).toBe(200);
    expect(headings(html, 1)).toEqual(['Кроссовки, одежда и аксессуары']);
    const { blocks } = await api('/api/home/', HomeResponseSchema);
    const links = hrefs(html);
    for (const block of blocks) {
      if (block.kind === 'hero')
        for (const slide of block.slides) expect(headings(html, 2)).toContain(slide.headText);
      else expect(headings(html, 2)).toContain(block.title);
      // A product row arrives with its first six cards; the rest come when the shopper reaches
      // for the row (docs/decisions/0055-home-rails.md, tests/http/home-rails.test.ts).
      if (block.kind === 'products') {
        for (const p of block.products.slice(0, 6)) expect(links).toContain(p.url);
      }
      if (block.kind === 'news') for (const item of block.items) expect(links).toContain(item.url);
      if (block.kind === 'genders') for (const item of block.items) expect(links).toContain(item.url);
    }
    // The hero's picture has a phone source of a 1×1 GIF, so a phone fetches nothing for it.
    expect(html).toMatch(/<source media="\(max-width: 767px\)" srcSet="data:image\/gif;base64,/);
    expect(hrefs(html)).toContain('/?subscribe=open');
  });

  test('/outfits: every look with links to each of its products; ?gender= narrows the list', async () => {
    const { items } = await api('/api/outfits/', OutfitsResponseSchema);
    const { status, html } = await page('/outfits');
    expect(status).toBe(200);
    expect(headings(html, 1)).toEqual(['Образы']);
    expect(headings(html, 2)).toEqual(items.map((o) => o.title));
    for (const product of items.flatMap((o) => o.products)) expect(hrefs(html)).toContain(product.url);

    const kids = await page('/outfits?gender=kids');
    expect(headings(kids.html, 2)).toEqual(items.filter((o) => o.gender === 'kids').map((o) => o.title));
  });
});
