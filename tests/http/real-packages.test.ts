// What the shop does with the rows real 1С packages now bring, written with SQL into
// a server of this file's own (real-packages.kit.ts), checked over HTTP as shoppers, Маркет and
// crawlers see them: sizes priced apart («от N ₽», each size its price, the basket and order at
// the size's price, a feed offer per size at its price), a colourless article (no colour label,
// not in the colour filter, no colour param), a warehouse (its stock sells online, it is never
// a shop), a hidden product (out of the sitemap, the feed and the catalogue).
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signIn } from '../mocks/sms-sign-in';
import { type RunningServer, TEST_ADMIN_PHONES } from '../setup/server';
import { addUnits, call, contacts, guest, placeOrder } from './basket.kit';
import { freshPhone, subscribe } from './stock-alerts.kit';
import {
  CHEAP,
  DEAR,
  type RealPackageRows,
  startServerWithRealPackageRows,
  WAREHOUSE_NAME,
  WAREHOUSE_ONLY_PRICE,
} from './real-packages.kit';

let server: RunningServer;
let rows: RealPackageRows;
let baseUrl = '';

beforeAll(async () => {
  ({ server, rows } = await startServerWithRealPackageRows());
  baseUrl = server.baseUrl;
}, 180_000);
afterAll(async () => server?.stop());

const COURIER = {
  deliveryType: 'courier',
  address: 'Москва, ул. Тверская, д. 7, кв. 12',
  paymentMethod: 'on_receipt',
};

/** '4 321 ₽' as the shop writes it (no-break spaces). */
const rub = (value: number) => `${value.toLocaleString('ru-RU')} ₽`.replace(/\s/g, '\u00a0');

const catalog = async (body: Record<string, unknown>) => {
  const answer = await call(baseUrl, 'POST', '/api/catalog/', { body: { path: '/catalog/', ...body } });
  expect(answer.status).toBe(200);
  return answer.body.catalogBody as {
    products: { code: string; price: { value: number }; priceFrom?: boolean; color: string }[];
    filter: {
      code: string;
      type: string;
      items?: { value: string; count: number }[];
      cities?: { items: { name: string }[] }[];
    }[];
    pagination: { totalItems: number };
  };
};
const product = async (code: string) => (await call(baseUrl, 'GET', `/api/products/${code}/`)).body;
const page = async (path: string) => {
  const response = await fetch(`${baseUrl}${path}`);
  return { status: response.status, html: await response.text() };
};

describe('sizes priced apart', () => {
  test('the catalogue card reads «от» the lowest size price; a colour of one price does not', async () => {
    const { products } = await catalog({ filter: { price: { from: CHEAP.price, to: CHEAP.price } } });
    const card = products.find((p) => p.code === rows.priced.code);
    expect(card).toMatchObject({ price: { value: CHEAP.price }, priceFrom: true });
    const plain = (
      await catalog({ filter: { price: { from: WAREHOUSE_ONLY_PRICE, to: WAREHOUSE_ONLY_PRICE } } })
    ).products;
    expect(plain.find((p) => p.code === rows.warehouseOnly.code)?.priceFrom).toBeUndefined();
    const html = (await page(`/catalog/?price_from=${CHEAP.price}&price_to=${CHEAP.price}`)).html;
    expect(html).toContain(`от ${rub(CHEAP.price)}`);
  });

  test('the product page gives each size its price, discount and bonus, and «от» the lowest', async () => {
    const { product: detail } = await product(rows.priced.code);
    expect(detail).toMatchObject({ price: { value: CHEAP.price }, priceFrom: true });
    const [first, ...others] = detail.sizes as Record<string, unknown>[];
    // 14 % off 5 000 rounded, 5 % of the price in points rounded down.
    expect(first).toMatchObject({
      price: { value: 4321 },
      oldPrice: { value: 5000 },
      discount: 14,
      bonus: 216,
    });
    for (const size of others)
      expect(size).toMatchObject({ price: { value: 6100 }, oldPrice: null, discount: 0, bonus: 305 });
  });

  test('without script the page says «от» and prints every size its price', async () => {
    const { status, html } = await page(`/product/${rows.priced.code}`);
    expect(status).toBe(200);
    expect(html).toContain(`от ${rub(CHEAP.price)}`);
    const printed = [...html.matchAll(/data-size-price="">([^<]*)</g)].map((m) => m[1]);
    expect(printed).toEqual([rub(CHEAP.price), ...rows.priced.sizeIds.slice(1).map(() => rub(DEAR.price))]);
  });

  test('a colour of one price sends no size prices and no «от»', async () => {
    const { product: detail } = await product(rows.warehouseOnly.code);
    expect(detail.priceFrom).toBeUndefined();
    for (const size of detail.sizes) expect(size.price).toBeUndefined();
  });

  test('the basket and the order cost each line its size price', async () => {
    const auth = await guest(baseUrl);
    const [cheap, dear] = rows.priced.sizeIds;
    await addUnits(baseUrl, auth, cheap, 1);
    await addUnits(baseUrl, auth, dear, 2);
    const full = (await call(baseUrl, 'GET', '/api/basket/full', { auth })).body;
    const lineOf = (id: number) => full.products.find((p: { productId: number }) => p.productId === id);
    expect(lineOf(cheap)).toMatchObject({ price: CHEAP.price, oldPrice: CHEAP.oldPrice, sum: CHEAP.price });
    expect(lineOf(dear)).toMatchObject({ price: DEAR.price, oldPrice: null, sum: 2 * DEAR.price });
    // 4 321 + 2 × 6 100 at current prices; 5 000 + 2 × 6 100 before discounts.
    expect(full.summary).toMatchObject({ items: 16_521, itemsBeforeDiscount: 17_200, discount: 679 });

    const order = await placeOrder(baseUrl, auth, { ...contacts(), ...COURIER });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    const lines = order.body.order.items as {
      pricePerItem: number;
      oldPricePerItem: number | null;
      count: number;
      sum: number;
      product: { ids: { website: number } };
    }[];
    const byId = new Map(lines.map((l) => [l.product.ids.website, l]));
    expect(byId.get(cheap)).toMatchObject({ pricePerItem: 4321, oldPricePerItem: 5000, count: 1, sum: 4321 });
    expect(byId.get(dear)).toMatchObject({
      pricePerItem: 6100,
      oldPricePerItem: null,
      count: 2,
      sum: 12_200,
    });
    expect(order.body.order.sums.items).toBe(16_521);
  });
});

describe('a colourless article', () => {
  test('shows no colour: product answer, page, basket line', async () => {
    const { product: detail } = await product(rows.colourless.code);
    expect(detail.color).toEqual({ code: '', name: '', hex: '' });
    const { status, html } = await page(`/product/${rows.colourless.code}`);
    expect(status).toBe(200);
    expect(html).not.toContain('Цвет:</span>');
    const auth = await guest(baseUrl);
    await addUnits(baseUrl, auth, rows.colourless.sizeId, 1);
    const full = (await call(baseUrl, 'GET', '/api/basket/full', { auth })).body;
    expect(full.products[0].color).toBe('');
  });

  test('the colour filter offers no empty colour, and counts every article but the colourless one', async () => {
    const answer = await catalog({});
    const colors = answer.filter.find((f) => f.code === 'color');
    expect(colors?.items?.length).toBeGreaterThan(0);
    expect(colors?.items?.map((i) => i.value)).not.toContain('');
    // Unfiltered, each article in stock counts once under its colour: all of them but the colourless one.
    const counted = (colors?.items ?? []).reduce((sum, i) => sum + i.count, 0);
    expect(counted).toBe(answer.pagination.totalItems - 1);
  });
});

describe('a warehouse', () => {
  test('its stock sells online: in the catalogue and in stock on the page, but no shop holds it', async () => {
    const { products } = await catalog({
      filter: { price: { from: WAREHOUSE_ONLY_PRICE, to: WAREHOUSE_ONLY_PRICE } },
    });
    expect(products.map((p) => p.code)).toContain(rows.warehouseOnly.code);
    const { product: detail, stores } = await product(rows.warehouseOnly.code);
    expect(detail.inStock).toBe(true);
    expect(detail.sizes.find((s: { id: number }) => s.id === rows.warehouseOnly.sizeId).quantity).toBe(3);
    expect(stores.items).toEqual([]);
  });

  test('is no shop: not in the shops list, the pickup choice, nor the stores filter', async () => {
    const shops = (await call(baseUrl, 'GET', '/api/shops/?cityId=216')).body;
    expect(JSON.stringify(shops)).not.toContain(WAREHOUSE_NAME);
    const auth = await guest(baseUrl);
    const pickup = (await call(baseUrl, 'GET', '/api/order/pickup-shops?cityId=216', { auth })).body.shops;
    expect(pickup.length).toBeGreaterThan(0);
    expect(pickup.map((s: { id: number }) => s.id)).not.toContain(rows.warehouseId);
    const stores = (await catalog({})).filter.find((f) => f.code === 'stores');
    expect(JSON.stringify(stores ?? {})).not.toContain(WAREHOUSE_NAME);
    expect((await page('/about/shops')).html).not.toContain(WAREHOUSE_NAME);
  });

  test('a courier order takes from it; a pickup from it is refused like a bad shop', async () => {
    const refusedBuyer = await guest(baseUrl);
    await addUnits(baseUrl, refusedBuyer, rows.warehouseOnly.sizeId, 1);
    const refused = await placeOrder(baseUrl, refusedBuyer, {
      ...contacts(),
      deliveryType: 'pickup',
      shopId: rows.warehouseId,
      paymentMethod: 'on_receipt',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('Выбери магазин в своём городе');

    const buyer = await guest(baseUrl);
    await addUnits(baseUrl, buyer, rows.warehouseOnly.sizeId, 1);
    const placed = await placeOrder(baseUrl, buyer, { ...contacts(), ...COURIER });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const { product: detail } = await product(rows.warehouseOnly.code);
    expect(detail.sizes.find((s: { id: number }) => s.id === rows.warehouseOnly.sizeId).quantity).toBe(2);
  });
});

describe('a warehouse and back in stock', () => {
  test('a wait for a sold-out size is answered when the stock arrives in a warehouse only', async () => {
    const sizeId = rows.warehouseOnly.soldOutSizeId;
    const made = await subscribe(baseUrl, { sizeId, channel: 'sms', contact: freshPhone() });
    expect(made.status).toBe(201);
    const admin = (await signIn(server, TEST_ADMIN_PHONES.realPackages)).auth;
    const written = await call(baseUrl, 'PUT', '/api/admin/stock', {
      auth: admin,
      body: { items: [{ sizeId, shopId: rows.warehouseId, quantity: 2 }] },
    });
    expect(written.body).toEqual({ updated: 1, notified: 1 });
  });
});

interface FeedOffer {
  url: string;
  price: number;
  oldprice?: number;
  params: Record<string, string>;
}

/** The feed's offers, read through an XML parser that refuses anything not well-formed. */
async function feedOffers(): Promise<FeedOffer[]> {
  const response = await fetch(`${baseUrl}/feeds/yandex.yml`);
  expect(response.status).toBe(200);
  const offers: FeedOffer[] = [];
  const parser = new SaxesParser();
  let offer: FeedOffer | null = null;
  let text = '';
  let param = '';
  parser.on('opentag', (tag) => {
    text = '';
    if (tag.name === 'offer') offer = { url: '', price: 0, params: {} };
    if (tag.name === 'param') param = String(tag.attributes.name);
  });
  parser.on('text', (t) => (text += t));
  parser.on('closetag', (tag) => {
    if (!offer) return;
    if (tag.name === 'url') offer.url = text;
    if (tag.name === 'price') offer.price = Number(text);
    if (tag.name === 'oldprice') offer.oldprice = Number(text);
    if (tag.name === 'param') offer.params[param] = text;
    if (tag.name === 'offer') {
      offers.push(offer);
      offer = null;
    }
  });
  parser.write(await response.text());
  parser.close();
  return offers;
}

/** Every product address of the sitemap's product chunks. */
async function sitemapProductPaths(): Promise<string[]> {
  const index = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const chunks = [...index.matchAll(/<loc>([^<]*\/sitemaps\/products-\d+\.xml)<\/loc>/g)].map((m) => m[1]);
  expect(chunks.length).toBeGreaterThan(0);
  const paths: string[] = [];
  for (const chunk of chunks) {
    const xml = await (await fetch(`${baseUrl}${new URL(chunk).pathname}`)).text();
    for (const m of xml.matchAll(/<loc>[^<]*(\/product\/[^<]*)<\/loc>/g)) paths.push(m[1]);
  }
  return paths;
}

describe('the feed and the sitemap', () => {
  test('the feed: an offer per size at its own price, no colour param for a colourless article, no hidden product', async () => {
    const offers = await feedOffers();
    const ofCode = (code: string) => offers.filter((o) => new URL(o.url).pathname === `/product/${code}`);
    const priced = ofCode(rows.priced.code);
    expect(priced.map((o) => new URL(o.url).searchParams.get('size'))).toEqual(
      rows.priced.sizeIds.map(String),
    );
    expect(priced.map((o) => [o.price, o.oldprice ?? null])).toEqual([
      [4321, 5000],
      ...rows.priced.sizeIds.slice(1).map(() => [6100, null]),
    ]);
    for (const o of priced) expect(o.params['Размер']).toBeTruthy();
    const colourless = ofCode(rows.colourless.code);
    expect(colourless.length).toBeGreaterThan(0);
    for (const o of colourless) expect(o.params).not.toHaveProperty('Цвет');
    // A size only the warehouse holds is on sale online, so it has its offer.
    expect(ofCode(rows.warehouseOnly.code).map((o) => new URL(o.url).searchParams.get('size'))).toContain(
      String(rows.warehouseOnly.sizeId),
    );
    for (const code of rows.hidden.codes) expect(ofCode(code)).toEqual([]);
  });

  test('the sitemap lists no colour of a hidden product, and each listed one answers', async () => {
    const paths = await sitemapProductPaths();
    expect(paths).toContain(`/product/${rows.priced.code}`);
    for (const code of rows.hidden.codes) {
      expect(paths).not.toContain(`/product/${code}`);
      expect((await fetch(`${baseUrl}/product/${code}`)).status).toBe(404);
    }
  });
});
