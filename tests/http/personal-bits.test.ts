// What a page shows of its shopper stays that shopper's (docs/product.md#page-weight): two
// shoppers and a first visit ask for the same pages, their requests interleaved and at once,
// and each page shows its own reader's basket count, city, account link and hearts — never
// another's, whatever the server keeps between requests (the page cache's copies, anything
// shared between renders).
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { call, type StockedSize, stockedSizes } from './basket.kit';
import { Shopper } from './cart-pages.kit';
import { attr, tags } from './catalog-pages.kit';
import { heartOf } from './hearts.kit';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

type Card = { id: number; code: string; url: string };

/** What the page's header and hearts say of its reader. */
interface Seen {
  cart: string | null;
  city: string | null;
  account: string | null;
  hearts: Record<number, 'add' | 'saved' | null>;
}

let cards: Card[];
let size: StockedSize;
let signedIn: Shopper;
let guest: Shopper;

/** The header's part of the page. */
const headerOf = (html: string) => html.slice(html.indexOf('<header'), html.indexOf('</header>'));

function seen(html: string, watched: Card[]): Seen {
  const header = headerOf(html);
  const cartLink = tags(header, 'a', /\shref="\/cart\/"/)[0];
  const account = tags(header, 'a', /\saria-label="(?:Войти|Личный кабинет)"/)[0];
  return {
    cart: cartLink ? attr(cartLink, 'aria-label') : null,
    city: /Твой город: <\/span><span[^>]*>([^<]+)</.exec(header)?.[1] ?? null,
    account: account ? attr(account, 'aria-label') : null,
    hearts: Object.fromEntries(watched.map((card) => [card.id, heartOf(html, card.id)])),
  };
}

beforeAll(async () => {
  // Favourites and basket lines move no stock, so these pages may be any.
  const catalog = await call(baseUrl, 'POST', '/api/catalog/', { body: { path: '/catalog/', page: 1 } });
  cards = (catalog.body.catalogBody.products as Card[]).slice(0, 3);
  [size] = await stockedSizes(baseUrl, 14, { count: 1, minQuantity: 3 });

  // The signed-in shopper: Kazan as city, two favourites, two units in the basket.
  signedIn = new Shopper(baseUrl);
  await signedIn.get('/');
  await signedIn.signIn(dataDir);
  const kazan = (await (
    await fetch(`${baseUrl}/api/location/cities/by-name/?city=${encodeURIComponent('Казань')}`)
  ).json()) as { id: number }[];
  const chosen = await signedIn.post('/resources/city', {
    intent: 'select',
    cityId: String(kazan[0].id),
    returnTo: '/',
  });
  expect(chosen.status).toBe(303);
  for (const card of cards.slice(0, 2)) {
    const hearted = await signedIn.post('/resources/favorites', {
      intent: 'add',
      colorId: String(card.id),
      returnTo: card.url,
    });
    expect(hearted.status).toBe(303);
  }
  // The guest: Moscow as it comes, one unit in the basket.
  guest = new Shopper(baseUrl);
  await guest.get('/');
  for (const [shopper, units] of [
    [signedIn, 2],
    [guest, 1],
  ] as const) {
    for (let unit = 0; unit < units; unit++) {
      const added = await shopper.post('/resources/cart', {
        intent: 'add',
        productId: String(size.sizeId),
        returnTo: '/',
      });
      expect(added.status).toBe(303);
    }
  }
}, 60_000);

/** What a reader without an account sees: Moscow, «Войти», and hearts that are links to sign in. */
const withoutAccount = (cart: string, watched: Card[]): Seen => ({
  cart,
  city: 'Москва',
  account: 'Войти',
  hearts: Object.fromEntries(watched.map((card) => [card.id, null])),
});

describe('two shoppers and a first visit on the same pages', () => {
  const readers = () => [
    {
      name: 'signed in',
      read: async (path: string) => (await signedIn.get(path)).text(),
      expected: (watched: Card[]): Seen => ({
        cart: 'Корзина: 2 товара',
        city: 'Казань',
        account: 'Личный кабинет',
        hearts: Object.fromEntries(
          watched.map((card) => [card.id, card.id === cards[2].id ? 'add' : 'saved']),
        ) as Seen['hearts'],
      }),
    },
    {
      name: 'guest',
      read: async (path: string) => (await guest.get(path)).text(),
      expected: (watched: Card[]) => withoutAccount('Корзина: 1 товар', watched),
    },
    {
      name: 'first visit',
      read: async (path: string) => (await fetch(`${baseUrl}${path}`)).text(),
      expected: (watched: Card[]) => withoutAccount('Корзина', watched),
    },
  ];

  test.each([
    ['the catalogue', () => '/catalog/', () => cards],
    ['a product page', () => cards[0].url, () => [cards[0]]],
    ['the home page', () => '/', () => []],
  ])('%s: each reader sees their own, asked in turn and at once', async (_page, pathOf, watchedOf) => {
    const path = pathOf();
    const watched = watchedOf();
    const all = readers();
    for (let round = 0; round < 3; round++) {
      // In turn, in an order that changes every round, so each reader follows each other one.
      const order = round % 2 === 0 ? all : [...all].reverse();
      for (const reader of order) {
        expect(seen(await reader.read(path), watched), `${reader.name}, round ${round}`).toEqual(
          reader.expected(watched),
        );
      }
      // And at once.
      const pages = await Promise.all(all.map((reader) => reader.read(path)));
      pages.forEach((html, index) => {
        expect(seen(html, watched), `${all[index].name} at once, round ${round}`).toEqual(
          all[index].expected(watched),
        );
      });
    }
  });
});
