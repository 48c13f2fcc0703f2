// The cart as a browser without JavaScript uses it (docs/product.md#screens-and-routes, docs/product.md#add-to-cart, docs/product.md#constants-and-limits): 'В корзину' posts and
// comes back with the cart-added modal from flash state, the cart page's quantity, remove,
// choose, promo code and clear forms each answer 303 back to the cart, and the same action
// answers a fetcher (via=fetcher) with JSON in place.
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { formatRub } from '~/utils/money';
import { type StockedSize, stockedSizes } from './basket.kit';
import { alerts, basketLineIds, type Fields, Shopper, shownText } from './cart-pages.kit';

const baseUrl = inject('baseUrl');

let sizes: StockedSize[];
beforeAll(async () => {
  // Catalogue page 14: no other test file orders from it.
  sizes = await stockedSizes(baseUrl, 14, { count: 3, minQuantity: 3, maxQuantity: 9 });
});

/** A guest whose first visit gave them their cookies. */
async function guest(): Promise<Shopper> {
  const shopper = new Shopper(baseUrl);
  await shopper.get('/');
  return shopper;
}

const productPath = (size: StockedSize) => `/product/${size.code}`;

async function add(shopper: Shopper, size: StockedSize, returnTo = productPath(size)) {
  return shopper.post('/resources/cart', { intent: 'add', productId: String(size.sizeId), returnTo });
}

/** The choose checkbox of a line, as markup. */
function chooseBox(html: string, basketId: number): string {
  return (
    [...html.matchAll(/<input type="checkbox" name="basketIds"[^>]*>/g)]
      .map((m) => m[0])
      .find((tag) => tag.includes(`value="${basketId}"`)) ?? ''
  );
}

/** The cart page; `from`: the page the browser was on (the cart itself after its own forms). */
async function cartPage(shopper: Shopper, from?: string) {
  const response = await shopper.get('/cart/', from);
  const html = await response.text();
  return { response, html, text: shownText(html), lines: basketLineIds(html) };
}

describe('add to cart without JavaScript', () => {
  test('posts, comes back with 303, and the next page shows the cart-added modal once', async () => {
    const shopper = await guest();
    const [size] = sizes;
    const posted = await add(shopper, size);
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe(productPath(size));

    const back = shownText(await (await shopper.get(productPath(size))).text());
    const modal = back.slice(back.indexOf('Товар в корзине'));
    expect(modal).toContain('Товар в корзине');
    expect(modal).toContain(size.name);
    expect(modal).toContain(`Цвет`);
    expect(modal).toContain(`Размер RUS ${size.ru}`);
    expect(modal).toContain(`1 шт. × ${formatRub(size.price).replace(/\u00a0/g, ' ')}`);
    expect(modal).toContain('Перейти в корзину');

    // Flash state shows once: the next page has no modal.
    const again = shownText(await (await shopper.get(productPath(size))).text());
    expect(again).not.toContain('Товар в корзине');
  });

  test('the modal links to the cart, and the header counts the units', async () => {
    const shopper = await guest();
    await add(shopper, sizes[0]);
    await add(shopper, sizes[0]);
    const html = await (await shopper.get(productPath(sizes[0]))).text();
    expect(html).toMatch(/<a[^>]+href="\/cart\/"[^>]*>Перейти в корзину<\/a>/);
    expect(shownText(html)).toContain('2 шт. ×');
    expect(html).toMatch(/aria-label="Корзина[^"]*2/);
  });

  test('without a size the page comes back with the notice to pick one', async () => {
    const shopper = await guest();
    const posted = await shopper.post('/resources/cart', { intent: 'add', returnTo: productPath(sizes[0]) });
    expect(posted.status).toBe(303);
    const html = await (await shopper.get(productPath(sizes[0]))).text();
    expect(alerts(html)).toContain('Выбери размер');
  });

  test('with JavaScript the same action answers the fetcher with the line for the modal', async () => {
    const shopper = await guest();
    const [, size] = sizes;
    const answer = await shopper.post('/resources/cart', {
      intent: 'add',
      productId: String(size.sizeId),
      returnTo: productPath(size),
      via: 'fetcher',
    });
    expect(answer.status).toBe(200);
    const body = await answer.json();
    // conform's reply of a success, with the line for the modal beside it.
    expect(body).toMatchObject({
      status: 'success',
      item: { sizeId: size.sizeId, name: size.name, size: size.ru, quantity: 1, price: size.price },
    });
    expect(shopper.has('flash')).toBe(false);
  });

  test('a refused add gives the generic notice in the spec’s voice', async () => {
    const shopper = await guest();
    const answer = await shopper.post('/resources/cart', {
      intent: 'add',
      productId: '999999999',
      returnTo: '/',
      via: 'fetcher',
    });
    expect(answer.status).toBe(422);
    // conform's reply: the notice is the whole form's message.
    expect(await answer.json()).toMatchObject({
      status: 'error',
      error: { '': ['Не получилось добавить товар в корзину. Попробуй ещё раз.'] },
    });
  });

  test('an add without a size says so under the size (conform’s field error)', async () => {
    const shopper = await guest();
    const answer = await shopper.post('/resources/cart', { intent: 'add', returnTo: '/', via: 'fetcher' });
    expect(answer.status).toBe(422);
    expect(await answer.json()).toMatchObject({ status: 'error', error: { productId: ['Выбери размер'] } });
  });
});

describe('the cart page', () => {
  test('/cart and /cart/ both show the basket, never cached', async () => {
    const shopper = await guest();
    await add(shopper, sizes[0]);
    for (const path of ['/cart', '/cart/']) {
      const response = await shopper.get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const text = shownText(await response.text());
      expect(text).toContain(sizes[0].name);
      expect(text).toContain('Оформить заказ');
    }
  });

  test('an empty basket says so and leads to the catalogue', async () => {
    const { html, text } = await cartPage(await guest());
    expect(text).toContain('В корзине пока пусто');
    expect(html).toContain('href="/catalog/"');
  });

  test('− / + / select change the quantity; more than stock keeps it and says how many there are', async () => {
    const shopper = await guest();
    const [size] = sizes;
    await add(shopper, size, '/cart/');
    const [line] = (await cartPage(shopper)).lines;

    const plus = await shopper.post('/resources/cart', {
      intent: 'change',
      basketId: String(line),
      set: '3',
      quantity: '1',
      returnTo: '/cart/',
    });
    expect(plus.status).toBe(303);
    expect(plus.headers.get('location')).toBe('/cart/');
    expect((await cartPage(shopper)).text).toContain('3 шт. ×');

    await shopper.post('/resources/cart', {
      intent: 'change',
      basketId: String(line),
      quantity: '2',
      returnTo: '/cart/',
    });
    expect((await cartPage(shopper)).text).toContain('2 шт. ×');

    await shopper.post('/resources/cart', {
      intent: 'change',
      basketId: String(line),
      set: String(size.quantity + 1),
      returnTo: '/cart/',
    });
    const page = await cartPage(shopper);
    expect(alerts(page.html)).toContain(`Доступно только ${size.quantity} шт.`);
    expect(page.text).toContain('2 шт. ×');
  });

  test('remove drops the line; the last one leaves the empty basket', async () => {
    const shopper = await guest();
    await add(shopper, sizes[0], '/cart/');
    await add(shopper, sizes[1], '/cart/');
    const before = (await cartPage(shopper)).lines;
    expect(before).toHaveLength(2);
    await shopper.post('/resources/cart', {
      intent: 'remove',
      basketId: String(before[0]),
      returnTo: '/cart/',
    });
    expect((await cartPage(shopper)).lines).toEqual([before[1]]);
    await shopper.post('/resources/cart', {
      intent: 'remove',
      basketId: String(before[1]),
      returnTo: '/cart/',
    });
    expect((await cartPage(shopper)).text).toContain('В корзине пока пусто');
  });

  test('choosing lines (the no-JavaScript "Применить") counts only the chosen ones', async () => {
    const shopper = await guest();
    await add(shopper, sizes[0], '/cart/');
    await add(shopper, sizes[1], '/cart/');
    const [first, second] = (await cartPage(shopper)).lines;
    expect((await cartPage(shopper)).text).toContain('Товары, 2 штуки');
    await shopper.post('/resources/cart', {
      intent: 'choose',
      basketIds: [String(second)],
      returnTo: '/cart/',
    });
    // Back on the cart after its own form: the choice holds.
    const page = await cartPage(shopper, '/cart/');
    expect(page.text).toContain('Товары, 1 штука');
    expect(chooseBox(page.html, first)).not.toContain('checked');
    expect(chooseBox(page.html, second)).toContain('checked');

    // Coming to the cart anew (docs/product.md#basket): every line that is not postponed is chosen again.
    const entered = await cartPage(shopper, productPath(sizes[0]));
    expect(entered.text).toContain('Товары, 2 штуки');
    expect(chooseBox(entered.html, first)).toContain('checked');
  });

  test('«Отложить» moves a line out of the order and the sums; «Вернуть в заказ» brings it back', async () => {
    const shopper = await guest();
    await add(shopper, sizes[0], '/cart/');
    await add(shopper, sizes[1], '/cart/');
    const [first, second] = (await cartPage(shopper)).lines;
    const postponed = await shopper.post('/resources/cart', {
      intent: 'delay',
      basketId: String(first),
      delay: '1',
      returnTo: '/cart/',
    });
    expect([postponed.status, postponed.headers.get('location')]).toEqual([303, '/cart/']);

    const page = await cartPage(shopper, '/cart/');
    expect(page.text).toContain('Товары, 1 штука');
    const shelf = shownText(page.html.slice(page.html.indexOf('id="cart-postponed"')));
    expect(shelf).toContain('Отложено');
    expect(shelf).toContain(sizes[0].name);
    expect(shelf).not.toContain(sizes[1].name);
    expect(page.html).toContain(`aria-label="Вернуть в заказ: ${sizes[0].name}, размер ${sizes[0].ru}"`);
    // Not ordered: no choose box, no quantity control.
    expect(chooseBox(page.html, first)).toBe('');
    expect(chooseBox(page.html, second)).toContain('checked');
    // Entering the cart anew keeps it postponed and out of the sums.
    expect((await cartPage(shopper)).text).toContain('Товары, 1 штука');

    const back = await shopper.post('/resources/cart', {
      intent: 'delay',
      basketId: String(first),
      delay: '0',
      returnTo: '/cart/',
    });
    expect(back.status).toBe(303);
    const again = await cartPage(shopper, '/cart/');
    expect(again.text).toContain('Товары, 2 штуки');
    expect(again.html).not.toContain('id="cart-postponed"');
    expect(chooseBox(again.html, first)).toContain('checked');

    // The same action answers a fetcher in place; nonsense is a 422.
    const fetched = await shopper.post('/resources/cart', {
      intent: 'delay',
      basketId: String(second),
      delay: '1',
      via: 'fetcher',
    });
    expect(fetched.status).toBe(200);
    const done = await fetched.json();
    expect(done).toMatchObject({ status: 'success' });
    expect(done.error).toBeUndefined();
    const bad = await shopper.post('/resources/cart', {
      intent: 'delay',
      basketId: String(second),
      delay: 'x',
    });
    expect(bad.status).toBe(422);
  });
});

describe('promo code and clearing', () => {
  test('a wrong code shows the API’s reason under the field and keeps no cookie', async () => {
    const shopper = await guest();
    await add(shopper, sizes[0], '/cart/');
    const posted = await shopper.post('/resources/cart', {
      intent: 'promo',
      promoCode: 'EXPIRED15',
      returnTo: '/cart/',
    });
    expect(posted.status).toBe(303);
    expect(shopper.has('promo_code')).toBe(false);
    const page = await cartPage(shopper);
    expect(page.text).toContain('Срок действия промокода истёк');
    expect(page.text).not.toContain('применён');

    await shopper.post('/resources/cart', { intent: 'promo', promoCode: 'NO-SUCH-CODE', returnTo: '/cart/' });
    expect((await cartPage(shopper)).text).toContain('Промокод не найден');
  });

  test('a good code lives in a 24 h cookie, lowers the sum, and clearing the basket forgets it', async () => {
    const shopper = await guest();
    const [size] = sizes;
    await add(shopper, size, '/cart/');
    const posted = await shopper.post('/resources/cart', {
      intent: 'promo',
      promoCode: 'sale20',
      returnTo: '/cart/',
    });
    const cookie = posted.headers.getSetCookie().find((line) => line.startsWith('promo_code='));
    expect(cookie).toMatch(/Max-Age=86400/);
    const discount = Math.floor(size.price * 0.2);
    const page = await cartPage(shopper);
    expect(page.text).toContain('Промокод SALE20 применён');
    expect(page.text).toContain(`Итого ${formatRub(size.price - discount).replace(/\u00a0/g, ' ')}`);

    const cleared = await shopper.post('/resources/cart', { intent: 'clear', returnTo: '/cart/' });
    expect(cleared.status).toBe(303);
    expect(
      cleared.headers.getSetCookie().some((l) => l.startsWith('promo_code=;') && /Max-Age=0/.test(l)),
    ).toBe(true);
    expect(shopper.has('promo_code')).toBe(false);
    expect((await cartPage(shopper)).text).toContain('В корзине пока пусто');
  });

  test('a guest sees what the order could earn, not a bonus field', async () => {
    const shopper = await guest();
    await add(shopper, sizes[2], '/cart/');
    const page = await cartPage(shopper);
    expect(page.text).toContain('Войди — и получишь');
    expect(page.html).not.toContain('name="bonusAmount"');
  });

  test('bad input is a 422 with the default error, never a 500', async () => {
    const shopper = await guest();
    for (const fields of <Fields[]>[
      {},
      { intent: 'nope' },
      { intent: 'change', basketId: 'x', set: '1' },
      { intent: 'remove' },
    ]) {
      const response = await shopper.post('/resources/cart', fields);
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({ success: false, message: 'Ошибка ввода данных' });
    }
  });
});
