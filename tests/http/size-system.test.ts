// The size picker's system (docs/product.md#sizes-and-my-size): the shopper switches a footwear product's picker to RU,
// EU, US, UK or cm; the choice is remembered (a cookie; the account too when signed in) and
// every footwear product page then shows that system first, with and without JavaScript.
import { describe, expect, inject, test } from 'vitest';
import { call } from './basket.kit';
import { Shopper } from './cart-pages.kit';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

type Size = { ru: string; conversions?: { system: string; value: string }[] };

/** A men's sneaker and its sizes as the API gives them (with their conversions). */
async function sneaker(): Promise<{ code: string; sizes: Size[] }> {
  const catalog = await call(baseUrl, 'POST', '/api/catalog/', {
    body: { path: '/catalog/man/obuv/krossovki/', page: 1 },
  });
  for (const card of catalog.body.catalogBody.products as { code: string }[]) {
    const product = (await call(baseUrl, 'GET', `/api/products/${card.code}/`)).body.product;
    if (product.gender.code === 'man') return { code: card.code, sizes: product.sizes as Size[] };
  }
  throw new Error('no men’s sneaker on the first page');
}

const legendOf = (html: string) => /<legend[^>]*>([^<]+)<\/legend>/.exec(html)?.[1];
/** The sizes' texts in the picker, in order. */
const shownSizes = (html: string) =>
  [...html.matchAll(/<span class="size-option">([^<]+)/g)].map((match) => match[1]);
const pressed = (html: string) => /<button[^>]*aria-pressed="true"[^>]*>([^<]+)<\/button>/.exec(html)?.[1];
const valueIn = (size: Size, system: string) => size.conversions!.find((c) => c.system === system)!.value;

describe('the size picker’s system', () => {
  test('RUS first; a switch without JavaScript comes back in that system, remembered on other products', async () => {
    const { code, sizes } = await sneaker();
    const shopper = new Shopper(baseUrl);
    const first = await shopper.visit(`/product/${code}`);
    expect(legendOf(first.html)).toBe('Размер RUS');
    expect(pressed(first.html)).toBe('RUS');
    expect(shownSizes(first.html)).toEqual(sizes.map((size) => size.ru));

    const switched = await shopper.post('/resources/size-system', {
      system: 'EU',
      returnTo: `/product/${code}`,
    });
    expect(switched.status).toBe(303);
    expect(switched.headers.get('location')).toBe(`/product/${code}`);
    const eu = await shopper.visit(`/product/${code}`);
    expect(legendOf(eu.html)).toBe('Размер EU');
    expect(pressed(eu.html)).toBe('EU');
    expect(shownSizes(eu.html)).toEqual(sizes.map((size) => valueIn(size, 'EU')));

    // With JavaScript the switch's fetcher gets { ok: true }; a men's shoe shows the men's US chart.
    const inPlace = await shopper.post('/resources/size-system', { system: 'US', via: 'fetcher' });
    expect(await inPlace.json()).toEqual({ ok: true });
    const us = await shopper.visit(`/product/${code}`);
    expect(legendOf(us.html)).toBe('Размер US');
    expect(shownSizes(us.html)).toEqual(sizes.map((size) => valueIn(size, 'US M')));

    await shopper.post('/resources/size-system', { system: 'CM', returnTo: '/' });
    expect(legendOf((await shopper.visit(`/product/${code}`)).html)).toBe('Длина стопы, см');
  });

  test('a system off the list is refused with a 422', async () => {
    const refused = await new Shopper(baseUrl).post('/resources/size-system', {
      system: 'JP',
      returnTo: '/',
    });
    expect(refused.status).toBe(422);
    expect((await refused.json()).message).toBe('Выбери систему размеров из списка');
  });

  test('clothing keeps RU sizes and has no switch', async () => {
    const shopper = new Shopper(baseUrl);
    await shopper.post('/resources/size-system', { system: 'UK', returnTo: '/' });
    const catalog = await call(baseUrl, 'POST', '/api/catalog/', {
      body: { path: '/catalog/man/odezhda/', page: 1 },
    });
    const tee = catalog.body.catalogBody.products[0] as { code: string };
    const page = await shopper.visit(`/product/${tee.code}`);
    expect(legendOf(page.html)).toBe('Размер RUS');
    expect(pressed(page.html)).toBeUndefined();
  });

  test('a signed-in shopper’s choice is kept on the account: another browser gets it', async () => {
    const { code } = await sneaker();
    const shopper = new Shopper(baseUrl);
    await shopper.signIn(dataDir);
    await shopper.post('/resources/size-system', { system: 'UK', returnTo: '/' });

    const laptop = new Shopper(baseUrl);
    laptop.copyCookieFrom(shopper, 'auth');
    expect(legendOf((await laptop.visit(`/product/${code}`)).html)).toBe('Размер RUS');
    await laptop.visit('/personal/profile/');
    expect(legendOf((await laptop.visit(`/product/${code}`)).html)).toBe('Размер UK');
  });
});
