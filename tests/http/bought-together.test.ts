// 'С этим покупают' (docs/product.md#sizes-and-my-size): the product answer's boughtTogether lists the colours bought
// in the same orders, most shared orders first (cancelled orders aside), and falls back to
// the same type and brand, then the same type, while a colour has too few such orders.
import { beforeAll, describe, expect, inject, test } from 'vitest';
import {
  addUnits,
  type Auth,
  call,
  contacts,
  guest,
  placeOrder,
  type StockedSize,
  stockedSizes,
  user,
} from './basket.kit';
import { getPage } from './catalog-pages.kit';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

interface Card {
  id: number;
  code: string;
  brand: string;
  category: string;
}

const courier = {
  deliveryType: 'courier',
  address: 'Москва, ул. Тверская, д. 7, кв. 12',
  paymentMethod: 'on_receipt',
};

// Catalogue pages 44–46 belong to this file (see stockedSizes).
let sizes: StockedSize[];

beforeAll(async () => {
  sizes = await stockedSizes(baseUrl, [44, 45], { count: 5, minQuantity: 3 });
});

async function product(code: string) {
  const answer = await call(baseUrl, 'GET', `/api/products/${code}/`);
  expect(answer.status).toBe(200);
  return answer.body as {
    product: { id: number; brand: { name: string }; type: { name: string } };
    boughtTogether: Card[];
    related: Card[];
  };
}

/** Orders one unit of each size together, as one shopper's basket. */
async function orderTogether(auth: Auth, ...together: StockedSize[]): Promise<number> {
  for (const size of together) await addUnits(baseUrl, auth, size.sizeId, 1);
  const answer = await placeOrder(baseUrl, auth, { ...contacts(), ...courier });
  expect(answer.status).toBe(201);
  return answer.body.order.id as number;
}

/** The colour codes of the page's 'С этим покупают' row, in order. */
function boughtTogetherRow(html: string): string[] {
  const section = /<section\b[^>]*aria-labelledby="bought-together"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
  return [...section.matchAll(/href="\/product\/([^"?#/]+)"/g)].map((m) => m[1]);
}

describe('bought together', () => {
  test('the colours bought in the same orders come first, the most shared first, on the API and the page', async () => {
    const [a, b, c] = sizes;
    await orderTogether(await guest(baseUrl), a, b);
    await orderTogether(await guest(baseUrl), a, b);
    await orderTogether(await guest(baseUrl), a, c);

    const answer = await product(a.code);
    expect(answer.boughtTogether.slice(0, 2).map((card) => card.code)).toEqual([b.code, c.code]);
    expect(answer.boughtTogether.length).toBeLessThanOrEqual(4);
    expect(answer.boughtTogether.map((card) => card.code)).not.toContain(a.code);
    // It works both ways: a is what b's buyers took too.
    expect((await product(b.code)).boughtTogether[0].code).toBe(a.code);

    const page = await getPage(`/product/${a.code}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('С этим покупают');
    expect(boughtTogetherRow(page.html).slice(0, 2)).toEqual([b.code, c.code]);
  });

  test('a cancelled order does not count', async () => {
    const [, , , d, e] = sizes;
    const before = (await product(d.code)).boughtTogether.map((card) => card.code);
    expect(before[0]).not.toBe(e.code);

    const owner = await user({ baseUrl, dataDir });
    const orderId = await orderTogether(owner.auth, d, e);
    expect((await product(d.code)).boughtTogether[0].code).toBe(e.code);

    const cancelled = await call(baseUrl, 'POST', `/api/order/${orderId}/cancel`, { auth: owner.auth });
    expect(cancelled.status).toBe(200);
    expect((await product(d.code)).boughtTogether.map((card) => card.code)).toEqual(before);
  });

  test('without orders: in-stock colours of the same type, those of the same brand first, none twice on the page', async () => {
    const catalog = await call(baseUrl, 'POST', '/api/catalog/', { body: { path: '/catalog/', page: 46 } });
    const code = (catalog.body.catalogBody.products as Card[])[0].code;
    const answer = await product(code);
    const cards = answer.boughtTogether;
    expect(cards).toHaveLength(4);
    const { brand, type } = answer.product;
    for (const card of cards) {
      expect(card.category).toBe(type.name);
      expect(card.id).not.toBe(answer.product.id);
      const detail = await product(card.code);
      expect(detail.product).toMatchObject({ inStock: true });
    }
    // Same brand first: once a card of another brand appears, no card of the brand follows.
    const sameBrand = cards.map((card) => card.brand === brand.name);
    expect(sameBrand).toEqual([...sameBrand].sort((x, y) => Number(y) - Number(x)));
    const related = new Set(answer.related.map((card) => card.id));
    expect(cards.filter((card) => related.has(card.id))).toEqual([]);
  });

  test('an unknown product is still a 404', async () => {
    expect((await call(baseUrl, 'GET', '/api/products/no-such-colour/')).status).toBe(404);
  });
});
