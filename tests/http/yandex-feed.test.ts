// GET /feeds/yandex.yml (docs/product.md#sizes-and-my-size): the YML catalogue for Яндекс Маркет / Товары, checked
// against the YML rules with a streaming XML parser (well-formed, the required elements, every
// categoryId and parentId known, one offer id per colour and size), and against what the
// shop's own product pages say is in stock and at what price.
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { SaxesParser } from 'saxes';
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { call } from './basket.kit';

const baseUrl = inject('baseUrl');

interface Offer {
  attrs: Record<string, string>;
  fields: Record<string, string[]>;
  params: Record<string, string>;
}

interface Feed {
  root: Record<string, string>;
  shop: Record<string, string>;
  currencies: string[];
  categories: { id: string; parentId?: string; name: string }[];
  offers: Offer[];
  contentType: string | null;
}

/** Reads the feed as Маркет would: streamed through an XML parser that refuses bad XML. */
async function readFeed(): Promise<Feed> {
  const response = await fetch(`${baseUrl}/feeds/yandex.yml`);
  expect(response.status).toBe(200);
  const feed: Feed = {
    root: {},
    shop: {},
    currencies: [],
    categories: [],
    offers: [],
    contentType: response.headers.get('content-type'),
  };
  const parser = new SaxesParser();
  const stack: string[] = [];
  let text = '';
  let offer: Offer | null = null;
  let category: { id: string; parentId?: string; name: string } | null = null;
  let paramName = '';
  parser.on('opentag', (tag) => {
    const attrs = Object.fromEntries(Object.entries(tag.attributes).map(([k, v]) => [k, String(v)]));
    stack.push(tag.name);
    text = '';
    if (tag.name === 'yml_catalog') feed.root = attrs;
    if (tag.name === 'currency') feed.currencies.push(attrs.id);
    if (tag.name === 'category') category = { id: attrs.id, parentId: attrs.parentId, name: '' };
    if (tag.name === 'offer') offer = { attrs, fields: {}, params: {} };
    if (tag.name === 'param') paramName = attrs.name;
  });
  parser.on('text', (t) => (text += t));
  parser.on('closetag', (tag) => {
    stack.pop();
    const parent = stack[stack.length - 1];
    if (tag.name === 'category' && category) {
      category.name = text;
      feed.categories.push(category);
      category = null;
    } else if (tag.name === 'offer') {
      feed.offers.push(offer!);
      offer = null;
    } else if (offer && tag.name === 'param') offer.params[paramName] = text;
    else if (offer && parent === 'offer') (offer.fields[tag.name] ??= []).push(text);
    else if (parent === 'shop' && !['currencies', 'categories', 'offers'].includes(tag.name))
      feed.shop[tag.name] = text;
    text = '';
  });
  const decoder = new TextDecoder();
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    parser.write(decoder.decode(chunk, { stream: true }));
  }
  parser.close();
  return feed;
}

interface PageProduct {
  id: number;
  name: string;
  price: { value: number };
  oldPrice: { value: number } | null;
  brand: { name: string };
  color: { name: string };
  sizes: { id: number; ru: string; quantity: number }[];
}

/** The first colours of catalogue page 3 as their product pages tell. */
async function pageProducts(): Promise<PageProduct[]> {
  const catalog = await call(baseUrl, 'POST', '/api/catalog/', { body: { path: '/catalog/', page: 3 } });
  const products: PageProduct[] = [];
  for (const card of (catalog.body.catalogBody.products as { code: string }[]).slice(0, 6)) {
    products.push((await call(baseUrl, 'GET', `/api/products/${card.code}/`)).body.product as PageProduct);
  }
  return products;
}

let feed: Feed;
let before: PageProduct[];
let after: PageProduct[];
beforeAll(async () => {
  before = await pageProducts();
  feed = await readFeed();
  after = await pageProducts();
}, 60_000);

describe('the Yandex product feed', () => {
  test('is well-formed YML with the shop, roubles and a category tree whose parents exist', () => {
    expect(feed.contentType).toMatch(/^application\/xml/);
    expect(feed.root.date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+03:00$/);
    expect(feed.shop.name).toBe('Шаг');
    expect(feed.shop.company.length).toBeGreaterThan(0);
    expect(feed.shop.url).toBe(`${baseUrl}/`);
    expect(feed.currencies).toEqual(['RUB']);
    const ids = feed.categories.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of feed.categories) {
      expect(c.id).toMatch(/^[1-9]\d*$/);
      expect(c.name.trim()).not.toBe('');
      if (c.parentId !== undefined) expect(ids).toContain(c.parentId);
    }
    const names = feed.categories.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Каталог', 'Мужчинам', 'Кроссовки']));
    // Lists of the shop ('Распродажа', 'Новинки') are not categories of goods.
    expect(names).not.toContain('Распродажа');
  });

  test('the links of an offer open its product page with the size chosen, and its picture', async () => {
    const [offer] = feed.offers;
    const url = new URL(offer.fields.url[0]);
    const page = await fetch(`${baseUrl}${url.pathname}${url.search}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const checked = (html.match(/<input\b[^>]*name="productId"[^>]*>/g) ?? []).find((tag) =>
      /\schecked=""/.test(tag),
    );
    expect(checked).toContain(`value="${offer.attrs.id}"`);
    const picture = new URL(offer.fields.picture[0]);
    const image = await fetch(`${baseUrl}${picture.pathname}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
  });

  test('every offer carries what Маркет requires, with a unique id and a known category', () => {
    expect(feed.offers.length).toBeGreaterThan(1000);
    const categoryIds = new Set(feed.categories.map((c) => c.id));
    const seen = new Set<string>();
    for (const { attrs, fields, params } of feed.offers) {
      const where = `offer ${attrs.id}`;
      expect(attrs.id, where).toMatch(/^[A-Za-z0-9]{1,80}$/);
      expect(seen.has(attrs.id), `${where} twice`).toBe(false);
      seen.add(attrs.id);
      expect(attrs.available, where).toBe('true');
      expect(attrs.group_id, where).toMatch(/^\d{1,9}$/);
      expect(fields.url?.[0], where).toMatch(new RegExp(`^${baseUrl}/product/[^?]+\\?size=${attrs.id}$`));
      const price = Number(fields.price?.[0]);
      expect(Number.isInteger(price) && price > 0, where).toBe(true);
      if (fields.oldprice) expect(Number(fields.oldprice[0]), where).toBeGreaterThan(price);
      expect(fields.currencyId, where).toEqual(['RUB']);
      expect(categoryIds.has(fields.categoryId?.[0] ?? ''), where).toBe(true);
      expect(fields.picture?.length ?? 0, where).toBeGreaterThan(0);
      for (const picture of fields.picture ?? []) expect(picture, where).toMatch(/^https?:\/\/.+\.jpg$/);
      expect(fields.vendor?.[0]?.trim(), where).toBeTruthy();
      expect(fields.model?.[0]?.trim(), where).toBeTruthy();
      expect(fields.sales_notes?.[0]?.length ?? 0, where).toBeGreaterThan(0);
      expect(fields.sales_notes![0].length, where).toBeLessThanOrEqual(50);
      expect(params['Размер']?.trim(), where).toBeTruthy();
      expect(params['Цвет']?.trim(), where).toBeTruthy();
    }
  });

  test('a colour has one offer per size in stock, at the price of its page, and none for a sold-out size', () => {
    expect(before).toHaveLength(6);
    for (const [i, product] of before.entries()) {
      const now = after[i];
      const offers = feed.offers.filter((o) => o.attrs.group_id === String(product.id));
      // Other test files buy and restock while this one runs: only sizes that kept their state
      // from before the feed was read to after are compared.
      for (const size of product.sizes) {
        const later = now.sizes.find((s) => s.id === size.id)!;
        const offer = offers.find((o) => o.attrs.id === String(size.id));
        if (size.quantity === 0 && later.quantity === 0) expect(offer, `${size.id} sold out`).toBeUndefined();
        if (size.quantity >= 3 && later.quantity >= 1) expect(offer?.params['Размер']).toBe(size.ru);
      }
      for (const offer of offers) {
        expect(Number(offer.fields.price[0])).toBe(product.price.value);
        expect(offer.fields.oldprice?.map(Number) ?? null).toEqual(
          product.oldPrice ? [product.oldPrice.value] : null,
        );
        expect(offer.fields.vendor[0]).toBe(product.brand.name);
        expect(offer.fields.model[0]).toContain(product.name);
        expect(offer.params['Цвет']).toBe(product.color.name);
      }
    }
  });

  test('the API refuses an origin that is not a site address', async () => {
    const bad = await fetch(
      `${baseUrl}/api/feeds/yandex.yml?origin=${encodeURIComponent('javascript:alert(1)')}`,
    );
    expect(bad.status).toBe(400);
  });

  test('goes gzip-compressed to a client that accepts it, as it is to one that does not', async () => {
    /** The raw answer, as the client's bytes arrive (fetch would unpack them unseen). */
    const raw = (headers: Record<string, string>) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get(`${baseUrl}/feeds/yandex.yml`, { headers }, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    const zipped = await raw({ 'Accept-Encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/i);
    const xml = gunzipSync(zipped.body).toString('utf8');
    expect(xml.startsWith('<?xml')).toBe(true);
    expect(xml.trimEnd().endsWith('</yml_catalog>')).toBe(true);
    expect(zipped.body.length).toBeLessThan(xml.length / 4);

    const plain = await raw({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    const text = plain.body.toString('utf8');
    expect(text.trimEnd().endsWith('</yml_catalog>')).toBe(true);
    const offers = (feed: string) => feed.split('<offer ').length - 1;
    expect(offers(xml)).toBe(offers(text));
  });
});
