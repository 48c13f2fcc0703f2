// 'Мой размер' (docs/product.md#sizes-and-my-size): a footwear size the shopper put in the basket or set in the profile
// filters footwear listings as a removable chip (crawlers and first visits see the listing of
// the address, its canonical unchanged) and is chosen on a product page when in stock.
import { describe, expect, inject, test } from 'vitest';
import { call } from './basket.kit';
import { Shopper, shownText } from './cart-pages.kit';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const SNEAKERS = '/catalog/man/obuv/krossovki/';

type Size = { id: number; ru: string; inStock: boolean };

async function totalOf(filter: Record<string, string[]>): Promise<number> {
  const answer = await call(baseUrl, 'POST', '/api/catalog/', { body: { path: SNEAKERS, page: 1, filter } });
  return answer.body.catalogBody.pagination.totalItems as number;
}

/** The number of the page's 'N товаров' line. */
function shownTotal(html: string): number {
  const line = /<p\b[^>]*>\s*(\d+)(?:<!-- -->)?\s*(?:<!-- -->)?товар/.exec(html);
  return line ? Number(line[1]) : NaN;
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
const chipOf = (html: string) => /Мой размер (\d{2}(?:\.5)?)/.exec(shownText(html))?.[1] ?? null;
/** The size id the page's size picker has chosen, if any. */
function chosenSize(html: string): string | null {
  const radios = [...html.matchAll(/<input type="radio" name="productId"[^>]*>/g)].map((m) => m[0]);
  const checked = radios.find((radio) => / checked=""/.test(radio));
  return checked ? (/ value="(\d+)"/.exec(checked)?.[1] ?? null) : null;
}

/** The first sneaker whose sizes include one in stock and, if asked, one sold out. */
async function sneaker(needSoldOut: boolean): Promise<{ code: string; sizes: Size[] }> {
  for (let page = 1; page <= 5; page += 1) {
    const catalog = await call(baseUrl, 'POST', '/api/catalog/', { body: { path: SNEAKERS, page } });
    for (const card of catalog.body.catalogBody.products as { code: string }[]) {
      const product = (await call(baseUrl, 'GET', `/api/products/${card.code}/`)).body.product;
      const sizes = product.sizes as Size[];
      if (sizes.some((s) => s.inStock) && (!needSoldOut || sizes.some((s) => !s.inStock))) {
        return { code: card.code, sizes };
      }
    }
  }
  throw new Error('no sneaker with a sold-out size in the first pages');
}

describe('my size', () => {
  test('a size put in the basket filters sneaker listings, with a chip; crawlers see the full list', async () => {
    const shopper = new Shopper(baseUrl);
    const first = await shopper.visit(SNEAKERS);
    const all = await totalOf({});
    expect(shownTotal(first.html)).toBe(all);
    expect(chipOf(first.html)).toBeNull();

    const { code, sizes } = await sneaker(false);
    const size = sizes.find((s) => s.inStock)!;
    const added = await shopper.post('/resources/cart', {
      intent: 'add',
      productId: String(size.id),
      footwear: '1',
      returnTo: `/product/${code}`,
    });
    expect(added.status).toBe(303);

    const filtered = await shopper.visit(SNEAKERS);
    expect(chipOf(filtered.html)).toBe(size.ru);
    const mine = await totalOf({ size: [size.ru] });
    expect(mine).toBeLessThan(all);
    expect(shownTotal(filtered.html)).toBe(mine);
    // The address and its canonical stay those of the section: nothing for search engines.
    expect(canonicalOf(filtered.html)).toBe(canonicalOf(first.html));

    // The filtered listing is this shopper's: no shared cache may keep it, the page nor its data.
    expect(filtered.response.headers.get('cache-control')).toMatch(/private|no-store/);
    const data = await shopper.get(`${SNEAKERS.slice(0, -1)}.data`);
    expect(data.status).toBe(200);
    expect(data.headers.get('cache-control')).toMatch(/private|no-store/);

    // A size chosen in the address wins over 'Мой размер'.
    const chosen = await shopper.visit(`${SNEAKERS}?size=${size.ru === '42' ? '43' : '42'}`);
    expect(chipOf(chosen.html)).toBeNull();

    // Clothing listings are left alone.
    const clothes = await shopper.visit('/catalog/man/odezhda/');
    expect(clothes.response.status).toBe(200);
    expect(shownTotal(clothes.html)).toBeGreaterThan(0);
    expect(chipOf(clothes.html)).toBeNull();

    // A crawler (no cookies) sees the whole list.
    const crawler = await fetch(`${baseUrl}${SNEAKERS}`, { headers: { 'User-Agent': 'Googlebot/2.1' } });
    expect(shownTotal(await crawler.text())).toBe(all);
  });

  test('the chip’s × turns it off for listings, without JavaScript, and the product page still uses it', async () => {
    const shopper = new Shopper(baseUrl);
    const { code, sizes } = await sneaker(false);
    const size = sizes.find((s) => s.inStock)!;
    expect(
      (await shopper.post('/resources/my-size', { intent: 'set', ru: size.ru, returnTo: SNEAKERS })).status,
    ).toBe(303);
    expect(chipOf((await shopper.visit(SNEAKERS)).html)).toBe(size.ru);

    const off = await shopper.post('/resources/my-size', { intent: 'off', returnTo: SNEAKERS });
    expect(off.status).toBe(303);
    expect(off.headers.get('location')).toBe(SNEAKERS);
    const after = await shopper.visit(SNEAKERS);
    expect(chipOf(after.html)).toBeNull();
    expect(shownTotal(after.html)).toBe(await totalOf({}));
    expect(chosenSize((await shopper.visit(`/product/${code}`)).html)).toBe(String(size.id));

    // With JavaScript the chip's fetcher gets { ok: true } in place.
    await shopper.post('/resources/my-size', { intent: 'set', ru: size.ru, returnTo: SNEAKERS });
    const inPlace = await shopper.post('/resources/my-size', {
      intent: 'off',
      via: 'fetcher',
      returnTo: SNEAKERS,
    });
    expect(inPlace.status).toBe(200);
    expect(await inPlace.json()).toEqual({ ok: true });
    expect(chipOf((await shopper.visit(SNEAKERS)).html)).toBeNull();
  });

  test('the product page chooses my size only when it is in stock', async () => {
    const { code, sizes } = await sneaker(true);
    const inStock = sizes.find((s) => s.inStock)!;
    const soldOut = sizes.find((s) => !s.inStock)!;
    const shopper = new Shopper(baseUrl);
    expect(chosenSize((await shopper.visit(`/product/${code}`)).html)).toBeNull();

    await shopper.post('/resources/my-size', { intent: 'set', ru: inStock.ru, returnTo: '/' });
    expect(chosenSize((await shopper.visit(`/product/${code}`)).html)).toBe(String(inStock.id));

    await shopper.post('/resources/my-size', { intent: 'set', ru: soldOut.ru, returnTo: '/' });
    expect(chosenSize((await shopper.visit(`/product/${code}`)).html)).toBeNull();
  });

  test('the profile sets and forgets it; a size not on the list is refused with a 422', async () => {
    const shopper = new Shopper(baseUrl);
    await shopper.signIn(dataDir);
    const before = await shopper.visit('/personal/profile/');
    expect(shownText(before.html)).toContain('Мой размер');
    expect(before.html).toMatch(/<option value="" selected="">Не выбран<\/option>/);

    const saved = await shopper.post('/resources/my-size', {
      intent: 'set',
      ru: '42.5',
      returnTo: '/personal/profile/',
    });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/personal/profile/');
    const profile = await shopper.visit('/personal/profile/');
    expect(profile.html).toMatch(/<option value="42.5" selected="">42.5<\/option>/);
    expect(chipOf((await shopper.visit(SNEAKERS)).html)).toBe('42.5');

    const bad = await shopper.post('/resources/my-size', { intent: 'set', ru: 'XL', returnTo: '/' });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(await bad.json())).toContain('Выбери размер из списка');

    await shopper.post('/resources/my-size', { intent: 'forget', returnTo: '/personal/profile/' });
    expect(shopper.has('my_size')).toBe(false);
    expect(chipOf((await shopper.visit(SNEAKERS)).html)).toBeNull();
  });
});

describe('my size on the account', () => {
  const profileSize = (html: string) => /<option value="([\d.]*)" selected="">/.exec(html)?.[1] ?? null;

  /** The same signed-in shopper in another browser: the sign-in, none of the other cookies. */
  function otherDevice(of: Shopper): Shopper {
    const device = new Shopper(baseUrl);
    device.copyCookieFrom(of, 'auth');
    return device;
  }

  test('a size picked as a guest moves onto the account at sign-in', async () => {
    const shopper = new Shopper(baseUrl);
    await shopper.post('/resources/my-size', { intent: 'set', ru: '41', returnTo: '/' });
    await shopper.signIn(dataDir);
    expect(chipOf((await shopper.visit(SNEAKERS)).html)).toBe('41');

    const phone = otherDevice(shopper);
    expect(chipOf((await phone.visit(SNEAKERS)).html)).toBeNull();
    expect(profileSize((await phone.visit('/personal/profile/')).html)).toBe('41');
    // Opening the profile brought the account's size to this browser's listings too.
    expect(chipOf((await phone.visit(SNEAKERS)).html)).toBe('41');
  });

  test('the account’s size wins over another browser’s; forgetting it forgets it everywhere', async () => {
    const shopper = new Shopper(baseUrl);
    await shopper.signIn(dataDir);
    const saved = await shopper.post('/resources/my-size', {
      intent: 'set',
      ru: '43',
      returnTo: '/personal/profile/',
    });
    expect(saved.status).toBe(303);

    // Another browser of this shopper kept a size of its own from before.
    const laptop = otherDevice(shopper);
    const before = new Shopper(baseUrl);
    await before.post('/resources/my-size', { intent: 'set', ru: '38', returnTo: '/' });
    laptop.copyCookieFrom(before, 'my_size');
    expect(chipOf((await laptop.visit(SNEAKERS)).html)).toBe('38');
    const laptopProfile = await laptop.visit('/personal/profile/');
    expect(profileSize(laptopProfile.html)).toBe('43');
    expect(chipOf((await laptop.visit(SNEAKERS)).html)).toBe('43');

    // With JavaScript the profile's fetcher saves in place.
    const inPlace = await laptop.post('/resources/my-size', {
      intent: 'set',
      ru: '44.5',
      via: 'fetcher',
      returnTo: '/personal/profile/',
    });
    expect(await inPlace.json()).toEqual({ ok: true });
    expect(profileSize((await otherDevice(shopper).visit('/personal/profile/')).html)).toBe('44.5');

    const refused = await laptop.post('/resources/my-size', { intent: 'set', ru: '7', via: 'fetcher' });
    expect(refused.status).toBe(422);
    expect((await refused.json()).error).toEqual({ ru: ['Выбери размер из списка'] });

    await laptop.post('/resources/my-size', { intent: 'forget', returnTo: '/personal/profile/' });
    expect(profileSize((await shopper.visit('/personal/profile/')).html)).toBe('');
    expect(chipOf((await shopper.visit(SNEAKERS)).html)).toBeNull();
  });

  test('a footwear size a signed-in shopper puts in the basket is kept on the account', async () => {
    const shopper = new Shopper(baseUrl);
    await shopper.signIn(dataDir);
    const { code, sizes } = await sneaker(false);
    const size = sizes.find((s) => s.inStock)!;
    const added = await shopper.post('/resources/cart', {
      intent: 'add',
      productId: String(size.id),
      footwear: '1',
      returnTo: `/product/${code}`,
    });
    expect(added.status).toBe(303);
    expect(profileSize((await otherDevice(shopper).visit('/personal/profile/')).html)).toBe(size.ru);
  });
});
