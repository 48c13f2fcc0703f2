// Pickup is promised only where it can happen: in a city with shops the product page, the
// cart and the checkout offer 'самовывоз'; in a city without shops none of them does, and the
// checkout offers the courier alone. Seen as a browser without JavaScript sees the pages.
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { call, type StockedSize, stockedSizes } from './basket.kit';
import { Shopper, shownText } from './cart-pages.kit';

const baseUrl = inject('baseUrl');

type City = { id: number; name: string };
let withShops: City;
let withoutShops: City;
let size: StockedSize;

beforeAll(async () => {
  const shops = await call(baseUrl, 'GET', '/api/shops/');
  const shopCities = shops.body.cities as { id: number; name: string; shopsCount: number }[];
  const cities = (await call(baseUrl, 'GET', '/api/location/cities/')).body as City[];
  const hasShops = new Set(shopCities.filter((city) => city.shopsCount > 0).map((city) => city.id));
  withShops = cities.find((city) => city.id === 216)!;
  withoutShops = cities.find((city) => !hasShops.has(city.id))!;
  expect(hasShops.has(withShops.id), 'Moscow has shops').toBe(true);
  expect(withoutShops, 'a city of the list without shops').toBeDefined();
  // A cheap size held in a Moscow shop: below free delivery, so the cart talks about delivery.
  const cheap = await stockedSizes(baseUrl, [3, 19], { count: 6, minQuantity: 1, maxPrice: 5000 });
  size = cheap.find((candidate) => candidate.moscowShops.length > 0)!;
  expect(size, 'a cheap size held in a Moscow shop').toBeDefined();
});

/** A guest in `city` with one unit of the size in the basket. */
async function shopperIn(city: City): Promise<Shopper> {
  const shopper = new Shopper(baseUrl);
  await shopper.get('/');
  const chosen = await shopper.post('/resources/city', {
    intent: 'select',
    cityId: String(city.id),
    returnTo: '/',
  });
  expect(chosen.status).toBe(303);
  const added = await shopper.post('/resources/cart', {
    intent: 'add',
    productId: String(size.sizeId),
    returnTo: '/cart/',
  });
  expect(added.status).toBe(303);
  return shopper;
}

const shown = async (shopper: Shopper, path: string) => {
  const page = await shopper.visit(path);
  expect(page.response.status, path).toBe(200);
  return { html: page.html, text: shownText(page.html) };
};

describe('pickup promises', () => {
  test('a city with shops: product page, cart and checkout offer pickup', async () => {
    const shopper = await shopperIn(withShops);
    const product = await shown(shopper, `/product/${size.code}`);
    expect(product.text).toContain('Есть в наличии: доставка или самовывоз');

    const cart = await shown(shopper, '/cart/');
    expect(cart.text).toContain('Самовывоз из магазина — всегда бесплатно.');

    const checkout = await shown(shopper, '/order/make');
    expect(checkout.html).toMatch(/id="delivery-pickup"/);
    expect(checkout.text).toContain('Самовывоз из магазина');
  });

  test('a city without shops: no pickup anywhere, the courier alone at checkout', async () => {
    const shopper = await shopperIn(withoutShops);
    const product = await shown(shopper, `/product/${size.code}`);
    expect(product.text).toContain('Есть в наличии: доставка курьером');
    expect(product.text).toContain(`В магазинах города ${withoutShops.name} этого цвета сейчас нет`);
    expect(product.text).not.toContain('самовывоз');

    const cart = await shown(shopper, '/cart/');
    expect(cart.text).toContain('До бесплатной доставки курьером осталось');
    expect(cart.text).not.toMatch(/самовывоз/i);

    const checkout = await shown(shopper, '/order/make');
    expect(checkout.html).not.toMatch(/id="delivery-pickup"/);
    expect(checkout.html).toMatch(/id="delivery-courier"[^>]*checked/);
    expect(checkout.text).toContain(
      `В городе ${withoutShops.name} пока нет наших магазинов, поэтому заказ привезёт курьер.`,
    );
    expect(checkout.text).not.toContain('Самовывоз из магазина');
  });
});
