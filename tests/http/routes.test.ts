import { describe, expect, inject, test } from 'vitest';

const baseUrl = inject('baseUrl');

// The spec's route table (§2), each address with the h1 its page shows. Written out here rather
// than read from the app's page registry, so a renamed or lost page fails this test.
const PAGES: Array<[path: string, h1: string]> = [
  ['/', 'Кроссовки, одежда и аксессуары'],
  ['/about', 'О нас'],
  ['/about/company', 'О компании'],
  ['/about/news', 'Новости'],
  ['/about/news/letnij-drop', 'Новость'],
  ['/about/shops', 'Магазины'],
  ['/about/true', 'Только оригинал'],
  ['/brands', 'Бренды'],
  ['/cart', 'Корзина'],
  ['/cart/', 'Корзина'],
  ['/catalog/', 'Каталог'],
  ['/catalog/man/', 'Каталог'],
  ['/catalog/man/obuv/krossovki/', 'Каталог'],
  ['/delivery', 'Доставка и оплата'],
  ['/delivery/details', 'Доставка'],
  ['/delivery/order-tracking', 'Отслеживание заказа'],
  ['/delivery/payment', 'Оплата'],
  ['/delivery/return', 'Возврат и обмен'],
  ['/documents', 'Документы'],
  ['/documents/public-offer', 'Публичная оферта'],
  ['/documents/security-policy', 'Политика конфиденциальности'],
  ['/loyalty', 'Программа лояльности'],
  ['/order/done/100245', 'Заказ оформлен'],
  ['/order/make', 'Оформление заказа'],
  ['/outfits', 'Образы'],
  ['/personal', 'Личный кабинет'],
  ['/personal/loyalty-program', 'Бонусная программа'],
  ['/personal/orders', 'Мои заказы'],
  ['/personal/profile', 'Профиль'],
  ['/personal/support', 'Поддержка'],
  ['/personal/wishlist', 'Избранное'],
  ['/product/NK-AIR-001', 'Товар'],
  ['/search/', 'Поиск'],
  ['/search/?q=кеды', 'Поиск'],
  ['/search/krossovki', 'Поиск'],
  ['/support', 'Помощь'],
  ['/support/contacts', 'Контакты'],
  ['/support/faq', 'Вопросы и ответы'],
  ['/support/size-table', 'Таблица размеров'],
];

function headings(html: string): string[] {
  return [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => m[1].replace(/<[^>]+>/g, '').trim());
}

async function page(path: string) {
  const response = await fetch(`${baseUrl}${encodeURI(path)}`, { redirect: 'manual' });
  return { response, html: await response.text() };
}

describe('the route table', () => {
  test.each(PAGES)('%s answers 200 with the h1 "%s"', async (path, h1) => {
    const { response, html } = await page(path);
    expect(response.status).toBe(200);
    expect(headings(html)).toEqual([h1]);
    expect(html).toContain('<html lang="ru"');
    expect(html).toMatch(/<title>[^<]+ — Шаг<\/title>|<title>Шаг — [^<]+<\/title>/);
  });

  test('covers every route of the table once', () => {
    expect(new Set(PAGES.map(([path]) => path)).size).toBe(PAGES.length);
    expect(PAGES).toHaveLength(39);
  });
});

describe('layouts', () => {
  test('shop pages have the header landmarks, the catalogue menu and the footer', async () => {
    const { html } = await page('/brands');
    for (const landmark of ['<header', '<main', '<footer', 'aria-label="Каталог"'])
      expect(html).toContain(landmark);
    for (const link of [
      '/catalog/man/',
      '/catalog/woman/',
      '/catalog/kids/',
      '/cart/',
      '/personal/wishlist',
    ]) {
      expect(html).toContain(`href="${link}"`);
    }
    expect(html).toMatch(/<form[^>]*action="\/search\/"/);
  });

  test.each(['/order/make', '/order/done/100245'])(
    '%s uses the minimal layout: no menus, a way back',
    async (path) => {
      const { html } = await page(path);
      expect(html).toContain('Вернуться в магазин');
      expect(html).not.toContain('aria-label="Каталог"');
      expect(html).not.toContain('aria-label="Корзина"');
    },
  );

  test('the footer links every content page of the table', async () => {
    const { html } = await page('/');
    const footer = html.slice(html.indexOf('<footer'));
    const expected = [
      '/about/company',
      '/about/news',
      '/about/shops',
      '/about/true',
      '/brands',
      '/delivery/details',
      '/delivery/payment',
      '/delivery/return',
      '/delivery/order-tracking',
      '/documents/public-offer',
      '/documents/security-policy',
      '/loyalty',
      '/outfits',
      '/support/contacts',
      '/support/faq',
      '/support/size-table',
    ];
    for (const path of expected) expect(footer, path).toContain(`href="${path}"`);
  });
});

describe('cache policy', () => {
  test.each(['/', '/brands', '/cart/', '/order/make', '/personal/profile'])(
    '%s is never stored by a shared cache: the document carries the visitor’s data',
    async (path) => {
      const { response } = await page(path);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    },
  );
});

describe('unknown addresses', () => {
  test.each(['/no-such-page', '/about/no-such-page', '/product/a/b', '/order/done'])(
    '%s answers 404 with the spec’s 404 page',
    async (path) => {
      const { response, html } = await page(path);
      expect(response.status).toBe(404);
      expect(headings(html)).toEqual(['Страница удалена или перемещена']);
      expect(html).toContain('href="/"');
    },
  );

  test('a guest sees "Поиском" as a plain label, not a working search', async () => {
    const { html } = await page('/no-such-page');
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main).toMatch(/<span[^>]*>Поиском<\/span>/);
    expect(main).not.toContain('action="/search/"');
    expect(main).not.toMatch(/<a[^>]*>Поиском<\/a>/);
  });
});

describe('documents', () => {
  // React 18's streaming renderer can pad a chunk with NUL bytes when a Cyrillic character does
  // not fit the chunk's end; a NUL inside the inline data script corrupts the hydrated data.
  test.each(['/', '/catalog/man/', '/no-such-page'])('%s contains no NUL bytes', async (path) => {
    const { html } = await page(path);
    expect(html.indexOf('\u0000')).toBe(-1);
  });
});
