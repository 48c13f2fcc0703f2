// Favourites as a browser without JavaScript uses them (docs/product.md#overlays-and-other-screens, docs/product.md#favourites): the heart on a product
// page (a guest gets the sign-in dialog, a shopper a 303 back with the heart filled), the
// wishlist with '?shown=' paging and 'Показать ещё', removals that leave fewer pages than the
// address asks for (the page steps back to the last one), and 'Очистить избранное'.
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { call } from './basket.kit';
import { Shopper } from './cart-pages.kit';
import { attr, tags, textOf } from './catalog-pages.kit';
import { heartInputs, heartOf } from './hearts.kit';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

/** Cards a page: the spec leaves it open (docs/product.md#constants-and-limits); the API pages favourites by 12 (favorites.test.ts). */
const PAGE = 12;

type Card = { id: number; url: string; name: string };
let cards: Card[];

beforeAll(async () => {
  // Favourites change no stock, so any catalogue pages will do: 48 colour articles.
  cards = [];
  for (const page of [1, 2]) {
    const catalog = await call(baseUrl, 'POST', '/api/catalog/', { body: { path: '/catalog/', page } });
    cards.push(...(catalog.body.catalogBody.products as Card[]));
  }
  expect(new Set(cards.map((card) => card.id)).size).toBeGreaterThanOrEqual(3 * PAGE);
});

async function signedIn(): Promise<Shopper> {
  const shopper = new Shopper(baseUrl);
  await shopper.get('/');
  await shopper.signIn(dataDir);
  return shopper;
}

/** The heart's post, as its form sends it from the page at `returnTo`. */
function heart(shopper: Shopper, intent: 'add' | 'remove', card: Card, returnTo: string) {
  return shopper.post('/resources/favorites', { returnTo, colorId: String(card.id), intent });
}

/** Adds the cards one by one from their product pages, as a shopper pressing each heart. */
async function addAll(shopper: Shopper, chosen: Card[]): Promise<void> {
  for (const card of chosen) {
    const added = await heart(shopper, 'add', card, card.url);
    expect([added.status, added.headers.get('location')]).toEqual([303, card.url]);
  }
}

/** The wishlist's cards (their hearts' colour ids), in page order. */
function listed(html: string): number[] {
  return heartInputs(html.slice(html.indexOf('<h1'))).map((found) => found.colorId);
}

/** The address of 'Показать ещё', or null when there is none. */
function showMoreHref(html: string): string | null {
  const [link] = tags(html, 'a', /\srel="next"/);
  return link ? attr(link, 'href') : null;
}

async function wishlist(shopper: Shopper, path = '/personal/wishlist') {
  const response = await shopper.get(path);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  return { html, text: textOf(html), ids: listed(html), more: showMoreHref(html) };
}

describe('the heart', () => {
  test('for a guest it is a link to the sign-in dialog, and its form post leads there too', async () => {
    const guest = new Shopper(baseUrl);
    const [card] = cards;
    const page = await guest.get(card.url);
    expect(page.status).toBe(200);
    const html = await page.text();
    const links = tags(html, 'a', /\saria-label="Добавить в избранное"/).map((link) => attr(link, 'href'));
    expect(links).toContain(`${card.url}?login=open`);
    expect(heartOf(html, card.id)).toBeNull();

    const posted = await heart(guest, 'add', card, card.url);
    expect([posted.status, posted.headers.get('location')]).toEqual([303, `${card.url}?login=open`]);
    const dialog = await guest.get(`${card.url}?login=open`);
    expect(dialog.status).toBe(200);
    expect(textOf(await dialog.text())).toContain('Вход или регистрация');
  });

  test('the header’s heart opens the sign-in dialog over the current page for a guest, the wishlist for a shopper', async () => {
    const headerHeart = (html: string) =>
      tags(
        html.slice(html.indexOf('<header'), html.indexOf('</header>')),
        'a',
        /\saria-label="Избранное"/,
      ).map((link) => attr(link, 'href'));
    const guest = new Shopper(baseUrl);
    const here = '/catalog/man/?sort=price&order=asc';
    const page = await guest.get(here);
    expect(page.status).toBe(200);
    expect(headerHeart(await page.text())).toEqual(['/catalog/man/?sort=price&order=asc&login=open']);
    const dialog = await guest.get(`${here}&login=open`);
    expect(dialog.status).toBe(200);
    expect(textOf(await dialog.text())).toContain('Вход или регистрация');

    const shopper = await signedIn();
    expect(headerHeart(await (await shopper.get(here)).text())).toEqual(['/personal/wishlist']);
  });

  test('a signed-in shopper’s press comes back to the product page with the heart filled, and the wishlist lists it', async () => {
    const shopper = await signedIn();
    const [, card] = cards;
    expect(heartOf(await (await shopper.get(card.url)).text(), card.id)).toBe('add');
    await addAll(shopper, [card]);
    expect(heartOf(await (await shopper.get(card.url)).text(), card.id)).toBe('saved');

    const list = await wishlist(shopper);
    expect(list.ids).toEqual([card.id]);
    expect(list.html).toContain(`href="${card.url}"`);
    expect(list.text).toContain(card.name);
    expect(list.text).toContain('Товаров в избранном: 1');
    expect(list.text).toContain('Показано 1 из 1');
    expect(list.more).toBeNull();

    // Pressed again, it takes the colour back out.
    const removed = await heart(shopper, 'remove', card, card.url);
    expect([removed.status, removed.headers.get('location')]).toEqual([303, card.url]);
    expect(heartOf(await (await shopper.get(card.url)).text(), card.id)).toBe('add');
  });
});

describe('/personal/wishlist', () => {
  test('pages by ?shown=, steps back to the last page after removals, and empties on «Очистить»', async () => {
    const shopper = await signedIn();
    const chosen = cards.slice(3, 3 + 2 * PAGE + 2); // 26: two full pages and two more
    await addAll(shopper, chosen);
    const newestFirst = chosen.map((card) => card.id).reverse();

    const first = await wishlist(shopper);
    expect(first.ids).toEqual(newestFirst.slice(0, PAGE));
    expect(first.text).toContain(`Товаров в избранном: ${chosen.length}`);
    expect(first.text).toContain(`Показано ${PAGE} из ${chosen.length}`);
    expect(first.more).toBe(`/personal/wishlist?shown=${2 * PAGE}`);
    // Every card's heart shows it saved, and offers to take it out.
    for (const id of first.ids) expect(heartOf(first.html, id), String(id)).toBe('saved');
    // An address between whole pages is put right: 13 cards asked, two pages shown.
    const between = await shopper.get(`/personal/wishlist?shown=${PAGE + 1}`);
    expect([between.status, between.headers.get('location')]).toEqual([
      302,
      `/personal/wishlist?shown=${2 * PAGE}`,
    ]);

    const second = await wishlist(shopper, first.more!);
    expect(second.ids).toEqual(newestFirst.slice(0, 2 * PAGE));
    expect(second.more).toBe(`/personal/wishlist?shown=${3 * PAGE}`);

    const third = await wishlist(shopper, second.more!);
    expect(third.ids).toEqual(newestFirst);
    expect(third.text).toContain(`Показано ${chosen.length} из ${chosen.length}`);
    expect(third.more).toBeNull();

    // Three hearts pressed on the third page: 23 left, two pages, so ?shown=36 steps back to 24.
    const at = `/personal/wishlist?shown=${3 * PAGE}`;
    const gone = [chosen[0], chosen[1], chosen[2]];
    for (const card of gone) {
      const removed = await heart(shopper, 'remove', card, at);
      expect([removed.status, removed.headers.get('location')]).toEqual([303, at]);
    }
    const left = newestFirst.filter((id) => !gone.some((card) => card.id === id));
    const back = await shopper.get(at);
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe(`/personal/wishlist?shown=${2 * PAGE}`);
    const stepped = await wishlist(shopper, back.headers.get('location')!);
    expect(stepped.ids).toEqual(left);
    expect(stepped.text).toContain(`Показано ${left.length} из ${left.length}`);
    expect(stepped.more).toBeNull();

    const cleared = await shopper.post('/resources/favorites', {
      intent: 'clear',
      returnTo: '/personal/wishlist',
    });
    expect([cleared.status, cleared.headers.get('location')]).toEqual([303, '/personal/wishlist']);
    const empty = await wishlist(shopper);
    expect(empty.ids).toEqual([]);
    expect(empty.text).toContain('В избранном пока пусто');
    expect(empty.html).toContain('href="/catalog/"');
    // Any ?shown= of an empty list steps back to the list itself.
    const stale = await shopper.get(`/personal/wishlist?shown=${2 * PAGE}`);
    expect([stale.status, stale.headers.get('location')]).toEqual([302, '/personal/wishlist']);
    expect(heartOf(await (await shopper.get(chosen[5].url)).text(), chosen[5].id)).toBe('add');
  }, 60_000);
});
