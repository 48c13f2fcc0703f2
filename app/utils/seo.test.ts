import { describe, expect, test } from 'vitest';
import { breadcrumbJsonLd, productJsonLd } from './page-json-ld';
import {
  absoluteUrl,
  completeSeoMeta,
  organizationJsonLd,
  originFrom,
  seoMeta,
  seoPathKey,
  serializeJsonLd,
} from './seo';

const ORIGIN = 'https://shag.example';

describe('seoMeta', () => {
  test('gives the title, description, absolute canonical and the Open Graph set', () => {
    const tags = seoMeta({ title: 'Бренды', description: 'Все бренды.', path: '/brands', origin: ORIGIN });
    expect(tags).toEqual([
      { title: 'Бренды — Шаг' },
      { name: 'description', content: 'Все бренды.' },
      { tagName: 'link', rel: 'canonical', href: 'https://shag.example/brands' },
      { property: 'og:title', content: 'Бренды' },
      { property: 'og:description', content: 'Все бренды.' },
      { property: 'og:url', content: 'https://shag.example/brands' },
      { property: 'og:type', content: 'website' },
      { property: 'og:locale', content: 'ru_RU' },
      { property: 'og:site_name', content: 'Шаг' },
    ]);
  });

  test('adds og:image (absolute) and robots noindex when asked; cuts long descriptions at a word', () => {
    const tags = seoMeta({
      title: 'Кеды',
      description: 'слово '.repeat(100),
      path: '/product/X',
      origin: ORIGIN,
      image: '/images/x.jpg',
      type: 'product',
      noindex: true,
    });
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://shag.example/images/x.jpg' });
    expect(tags).toContainEqual({ property: 'og:type', content: 'product' });
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex, follow' });
    const description = tags.find((t) => 'name' in t && t.name === 'description') as { content: string };
    expect(description.content.length).toBeLessThanOrEqual(301);
    expect(description.content.endsWith('слово…')).toBe(true);
  });
});

test('absoluteUrl keeps absolute URLs and joins paths to the origin', () => {
  expect(absoluteUrl(ORIGIN, '/catalog/man/')).toBe('https://shag.example/catalog/man/');
  expect(absoluteUrl(ORIGIN, 'catalog/')).toBe('https://shag.example/catalog/');
  expect(absoluteUrl(ORIGIN, 'https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg');
});

test('seoPathKey drops the trailing slash and doubled slashes, keeps /', () => {
  expect(seoPathKey('/about/company/')).toBe('/about/company');
  expect(seoPathKey('//about//company')).toBe('/about/company');
  expect(seoPathKey('/')).toBe('/');
});

test('originFrom reads the root data of the matches', () => {
  expect(originFrom([{ id: 'root', data: { seo: { origin: ORIGIN } } }, { id: 'routes/brands' }])).toBe(
    ORIGIN,
  );
});

describe('completeSeoMeta', () => {
  test('makes a page’s own canonical absolute and adds the Open Graph tags it lacks', () => {
    const tags = completeSeoMeta(
      [
        { title: 'Мужская обувь — Шаг' },
        { name: 'description', content: 'Обувь.' },
        { tagName: 'link', rel: 'canonical', href: '/catalog/man/obuv/' },
        { property: 'og:type', content: 'product' },
      ],
      { origin: ORIGIN, image: '/images/a.jpg' },
    );
    expect(tags).toEqual([
      { title: 'Мужская обувь — Шаг' },
      { name: 'description', content: 'Обувь.' },
      { tagName: 'link', rel: 'canonical', href: 'https://shag.example/catalog/man/obuv/' },
      { property: 'og:type', content: 'product' },
      { property: 'og:title', content: 'Мужская обувь' },
      { property: 'og:description', content: 'Обувь.' },
      { property: 'og:url', content: 'https://shag.example/catalog/man/obuv/' },
      { property: 'og:locale', content: 'ru_RU' },
      { property: 'og:site_name', content: 'Шаг' },
      { property: 'og:image', content: 'https://shag.example/images/a.jpg' },
    ]);
  });

  test('noindex replaces a robots tag the page had, so there is one', () => {
    const tags = completeSeoMeta([{ title: 'Поиск — Шаг' }, { name: 'robots', content: 'index' }], {
      origin: ORIGIN,
      noindex: true,
    });
    expect(tags.filter((t) => 'name' in t && t.name === 'robots')).toEqual([
      { name: 'robots', content: 'noindex, follow' },
    ]);
  });
});

describe('JSON-LD', () => {
  const product = {
    code: 'NK-AIR-001-BLK',
    url: '/product/NK-AIR-001-BLK',
    name: 'Air Max 90',
    brand: { code: 'nike', name: 'Nike', url: '/catalog/?brand=nike' },
    description: 'Кроссовки </script><script>alert(1)</script>',
    images: [{ src: '/images/a.jpg' }, { src: '/images/b.jpg' }],
    price: { value: 12990, currency: 'RUB' },
    inStock: false,
    color: { code: 'black', name: 'Чёрный', hex: '#000' },
  } as Parameters<typeof productJsonLd>[0];

  test('Product carries name, images, brand, sku, url and an offer with price, RUB and availability', () => {
    const data = productJsonLd(product, ORIGIN);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Air Max 90',
      sku: 'NK-AIR-001-BLK',
      image: ['https://shag.example/images/a.jpg', 'https://shag.example/images/b.jpg'],
      brand: { '@type': 'Brand', name: 'Nike' },
      url: 'https://shag.example/product/NK-AIR-001-BLK',
      offers: {
        '@type': 'Offer',
        price: 12990,
        priceCurrency: 'RUB',
        availability: 'https://schema.org/OutOfStock',
        url: 'https://shag.example/product/NK-AIR-001-BLK',
      },
    });
    expect(productJsonLd({ ...product, inStock: true }, ORIGIN)).toMatchObject({
      offers: { availability: 'https://schema.org/InStock' },
    });
  });

  test('serialised JSON-LD cannot close its script element and parses back to the same data', () => {
    const data = productJsonLd(product, ORIGIN);
    const text = serializeJsonLd(data);
    expect(text).not.toContain('</script>');
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(data);
  });

  test('BreadcrumbList numbers the trail from 1 with absolute items', () => {
    const data = breadcrumbJsonLd(
      [
        { name: 'Каталог', url: '/catalog/' },
        { name: 'Мужчинам', url: '/catalog/man/' },
      ],
      ORIGIN,
    );
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Каталог', item: 'https://shag.example/catalog/' },
        { '@type': 'ListItem', position: 2, name: 'Мужчинам', item: 'https://shag.example/catalog/man/' },
      ],
    });
  });

  test('Organization names the shop, its site and its support line', () => {
    expect(organizationJsonLd(ORIGIN)).toMatchObject({
      '@type': 'Organization',
      name: 'Шаг',
      url: 'https://shag.example/',
      contactPoint: { '@type': 'ContactPoint', telephone: '+78007001234' },
    });
  });
});
