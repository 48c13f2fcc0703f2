// 'Недавно просмотренные': the last 12 colours a shopper opened, for guests too (kept on the
// server under the guest token), joined into the account on sign-in, shown on the product
// page (without the colour on screen) and under an empty basket.
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { call, guest } from './basket.kit';
import { Shopper } from './cart-pages.kit';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

let codes: { id: number; code: string; name: string }[];

beforeAll(async () => {
  const catalog = await call(baseUrl, 'POST', '/api/catalog/', { body: { path: '/catalog/', page: 6 } });
  codes = (catalog.body.catalogBody.products as { id: number; code: string; name: string }[]).slice(0, 14);
});

/** The colour codes of the 'Недавно просмотренные' row of a page, in order. */
function viewedRow(html: string): string[] {
  const section = /<section\b[^>]*aria-labelledby="recently-viewed"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
  // The cards' own links (the heart's sign-in link carries ?login=open and is not one).
  return [...section.matchAll(/href="\/product\/([^"?#/]+)"/g)].map((m) => m[1]);
}

describe('recently viewed', () => {
  test('the API keeps a guest’s last 12 colours, newest first, one entry per colour', async () => {
    const auth = await guest(baseUrl);
    for (const card of codes) {
      const answer = await call(baseUrl, 'POST', '/api/recently-viewed', {
        auth,
        body: { colorId: card.id },
      });
      expect(answer.status).toBe(200);
    }
    // Opening the first again moves it to the top without a second entry.
    await call(baseUrl, 'POST', '/api/recently-viewed', { auth, body: { colorId: codes[5].id } });
    const list = await call(baseUrl, 'GET', '/api/recently-viewed', { auth });
    const ids = (list.body.items as { id: number }[]).map((c) => c.id);
    const expected = [
      codes[5].id,
      ...codes
        .slice(2)
        .reverse()
        .map((c) => c.id)
        .filter((id) => id !== codes[5].id),
    ];
    expect(ids).toEqual(expected.slice(0, 12));
    expect(ids).toHaveLength(12);
    expect(list.body.items[0]).toMatchObject({ code: codes[5].code, url: `/product/${codes[5].code}` });
  });

  test('a view is recorded by the colour’s code as well (what the product page sends)', async () => {
    const auth = await guest(baseUrl);
    const [a, b] = codes;
    await call(baseUrl, 'POST', '/api/recently-viewed', { auth, body: { code: a.code } });
    const answer = await call(baseUrl, 'POST', '/api/recently-viewed', { auth, body: { code: b.code } });
    expect(answer.status).toBe(200);
    expect((answer.body.items as { id: number }[]).map((card) => card.id)).toEqual([b.id, a.id]);
    expect(
      (await call(baseUrl, 'POST', '/api/recently-viewed', { auth, body: { code: 'no-such-colour' } }))
        .status,
    ).toBe(404);
    expect((await call(baseUrl, 'POST', '/api/recently-viewed', { auth, body: { code: '' } })).status).toBe(
      400,
    );
  });

  test('nobody, an unknown colour or a bad body get a clear 4xx', async () => {
    expect((await call(baseUrl, 'GET', '/api/recently-viewed')).status).toBe(401);
    const auth = await guest(baseUrl);
    expect(
      (await call(baseUrl, 'POST', '/api/recently-viewed', { auth, body: { colorId: 2_000_000_000 } }))
        .status,
    ).toBe(404);
    expect(
      (await call(baseUrl, 'POST', '/api/recently-viewed', { auth, body: { colorId: 'x' } })).status,
    ).toBe(400);
  });

  test('a guest’s product pages show what was opened before, not the one on screen; sign-in keeps the list', async () => {
    const shopper = new Shopper(baseUrl);
    const [a, b, c] = codes;
    // A view without any cookie is served to everyone alike and records nothing
    // (docs/decisions/0059-shared-first-hits.md); a browser has a cookie by its next page (with
    // JavaScript the viewport report, without it the first answered form).
    await shopper.get(`/product/${codes[4].code}`);
    await shopper.post('/resources/viewport', { breakpoint: 'desktop' });
    await shopper.get(`/product/${a.code}`);
    await shopper.get(`/product/${b.code}`);
    const third = await (await shopper.get(`/product/${c.code}`)).text();
    expect(viewedRow(third)).toEqual([b.code, a.code]);
    const again = await (await shopper.get(`/product/${a.code}`)).text();
    expect(viewedRow(again)).toEqual([c.code, b.code]);

    // The empty basket shows them too.
    const cart = await (await shopper.get('/cart')).text();
    expect(viewedRow(cart)).toEqual([a.code, c.code, b.code]);

    // the heading speaks the shop's voice, without the formal «Вы».
    for (const page of [again, cart]) {
      expect(page).toMatch(/<h2 id="recently-viewed"[^>]*>Недавно просмотренные<\/h2>/);
      expect(page).not.toContain('Вы смотрели');
    }

    await shopper.signIn(dataDir);
    const signedIn = await (await shopper.get(`/product/${codes[3].code}`)).text();
    expect(viewedRow(signedIn)).toEqual([a.code, c.code, b.code]);
  });

  test('a page with nothing viewed before shows no row', async () => {
    const html = await (await new Shopper(baseUrl).get(`/product/${codes[0].code}`)).text();
    expect(html).not.toContain('aria-labelledby="recently-viewed"');
  });
});
