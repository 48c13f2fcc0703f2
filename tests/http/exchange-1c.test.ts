// The CommerceML exchange with 1С (type=catalog): the whole dialogue over HTTP against a
// server of its own with the exchange switched on, and what shoppers then see.
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { ExchangeGroupListSchema } from '~/commerce/contract/exchange';
import { ProductResponseSchema, type ProductResponse } from '~/commerce/contract/product';
import { SearchResponseSchema } from '~/commerce/contract/search';
import { postJson, getJson, signIn as signInShopper } from '../mocks/sms-sign-in';
import { messagesTo } from '../setup/outbox';
import { type RunningServer, startServer } from '../setup/server';
import { textOf } from './catalog-pages.kit';
import {
  basic,
  call,
  EXCHANGE_ENV,
  EXCHANGE_LOGIN,
  exchangeFiles,
  fixture,
  importUntilDone,
  racerPicture,
  signIn,
  upload,
  withoutSummary,
} from './exchange-1c.kit';

let server: RunningServer;
const ADMIN_PHONE = '+79990000919';

beforeAll(async () => {
  server = await startServer({
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-1c-server-')),
    env: { ...EXCHANGE_ENV, ADMIN_PHONES: ADMIN_PHONE },
  });
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

async function searchNames(q: string): Promise<{ name: string; code: string }[]> {
  const response = await fetch(`${server.baseUrl}/api/search/?q=${encodeURIComponent(q)}`);
  expect(response.status).toBe(200);
  return SearchResponseSchema.parse(await response.json()).elements.map((e) => ({
    name: e.name,
    code: e.code,
  }));
}

/**
 * The search answer once it passes `check`: the catalogue index rebuilds in the background
 * after a write, and the requests meanwhile are answered from the previous copy.
 */
async function settledSearch(q: string, check: (found: { name: string; code: string }[]) => void) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = await searchNames(q);
    try {
      check(found);
      return found;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(250);
    }
  }
}

const namesOf = (found: { name: string }[]) => found.map((f) => f.name).sort();

async function product(code: string): Promise<{ status: number; body?: ProductResponse }> {
  const response = await fetch(`${server.baseUrl}/api/products/${encodeURIComponent(code)}/`);
  if (response.status !== 200) return { status: response.status };
  return { status: 200, body: ProductResponseSchema.parse(await response.json()) };
}

/** The product page's visible text, as a first visit without cookies gets it. */
async function productPageText(code: string): Promise<string> {
  const response = await fetch(`${server.baseUrl}/product/${code}`);
  expect(response.status).toBe(200);
  return textOf(await response.text());
}

describe('the exchange is off without credentials', () => {
  test('the shared test server answers 404 like an unknown API path', async () => {
    const answer = await call(inject('baseUrl'), 'type=catalog&mode=checkauth', { auth: basic('a', 'b') });
    expect(answer.status).toBe(404);
  });
});

describe('type=catalog dialogue', () => {
  test('checkauth refuses a wrong password and answers success, cookie name and value to the right one', async () => {
    const wrong = await call(server.baseUrl, 'type=catalog&mode=checkauth', {
      auth: basic(EXCHANGE_LOGIN, 'nope'),
    });
    expect(wrong.status).toBe(401);
    expect(wrong.lines[0]).toBe('failure');
    const right = await call(server.baseUrl, 'type=catalog&mode=checkauth', {
      auth: basic(EXCHANGE_ENV.EXCHANGE_1C_LOGIN, EXCHANGE_ENV.EXCHANGE_1C_PASSWORD),
    });
    expect(right.status).toBe(200);
    expect(right.lines).toHaveLength(3);
    expect(right.lines[0]).toBe('success');
    expect(right.lines[1]).toMatch(/^\w+$/);
    expect(right.lines[2].length).toBeGreaterThan(20);
  });

  test('init, file and import need the session cookie (or the credentials)', async () => {
    for (const mode of ['init', 'import&filename=import.xml']) {
      const answer = await call(server.baseUrl, `type=catalog&mode=${mode}`);
      expect(answer.status).toBe(401);
      expect(answer.lines[0]).toBe('failure');
    }
    const forged = await call(server.baseUrl, 'type=catalog&mode=init', {
      cookie: 'exchange_1c=9999999999.forged',
    });
    expect(forged.status).toBe(401);
  });

  test('init answers zip=yes and the file limit', async () => {
    const cookie = await signIn(server.baseUrl);
    const answer = await call(server.baseUrl, 'type=catalog&mode=init', { cookie });
    expect(answer.lines[0]).toBe('zip=yes');
    expect(answer.lines[1]).toMatch(/^file_limit=\d+$/);
  });

  test('a bad mode, type or file name is refused with a message', async () => {
    const cookie = await signIn(server.baseUrl);
    const mode = await call(server.baseUrl, 'type=catalog&mode=dance', { cookie });
    expect(mode.status).toBe(400);
    expect(mode.lines).toEqual(['failure', 'Неизвестный режим обмена: dance']);
    const type = await call(server.baseUrl, 'type=stock&mode=init', { cookie });
    expect(type.status).toBe(400);
    const escape = await call(server.baseUrl, 'type=catalog&mode=file&filename=../../secrets.json', {
      cookie,
      body: Buffer.from('{}'),
    });
    expect(escape.status).toBe(400);
    expect(escape.lines[0]).toBe('failure');
  });

  test('a zip sent in three pieces imports products, prices and stock; the catalogue shows them', async () => {
    expect(await searchNames('Тестоход')).toEqual([]);
    const cookie = await signIn(server.baseUrl);
    await call(server.baseUrl, 'type=catalog&mode=init', { cookie });
    const zip = fixture('package.zip');
    await upload(server.baseUrl, cookie, 'package.zip', zip, Math.ceil(zip.length / 3));
    const first = await importUntilDone(server.baseUrl, cookie, 'import.xml');
    // Beside success, 1С's log gets what stayed hidden, where each warehouse's stock went and
    // which price type shoppers pay.
    expect(first.at(-1)).toEqual([
      'success',
      'Группы без раздела, их товары скрыты (1): Остатки прошлых лет',
    ]);
    expect(first.slice(0, -1).every((lines) => lines[0] === 'progress')).toBe(true);
    expect((await importUntilDone(server.baseUrl, cookie, 'offers.xml')).at(-1)).toEqual([
      'success',
      'Остатки: «Магазин на Тверской» → магазин «Магазин на Тверской»; «Распределительный центр Подольск» → онлайн-остаток',
      'Цена для покупателей — тип «Розничная», старая цена — «Старая цена»',
    ]);

    // The leftovers' group matches no section: its product stays hidden.
    const found = await settledSearch('Тестоход', (f) =>
      expect(namesOf(f)).toEqual(['Тестоход Классик', 'Тестоход Рейсер', 'Тестоход Рейсер']),
    );

    const racerBlack = found.find((f) => f.name === 'Тестоход Рейсер' && f.code.endsWith('-black'))!;
    const page = (await product(racerBlack.code)).body!;
    expect(page.product.brand.name).toBe('Тестоход');
    expect(page.product.gender.code).toBe('man');
    expect(page.product.type.name).toBe('Кроссовки');
    expect(page.product.price.value).toBe(7990);
    expect(page.product.oldPrice?.value).toBe(9990);
    expect(page.product.discount).toBe(20);
    expect(page.product.sizes.map((s) => s.ru)).toEqual(['42', '43.5']);
    expect(page.product.attributes).toEqual(
      expect.arrayContaining([
        { name: 'Артикул', value: 'TH-RACER-01' },
        { name: 'Материал', value: 'Текстиль' },
      ]),
    );
    expect(page.product.colors.map((c) => c.colorName).sort()).toEqual(['Белый', 'Черный']);
    // The warehouse named like a shop is that shop's stock; the distribution centre's 40 pairs
    // of 43.5 are online stock: on sale for delivery, in no shop.
    const tverskaya = page.stores.items.find((s) => s.name === 'Магазин на Тверской');
    expect(tverskaya?.sizes.map((s) => [s.ru, s.quantity])).toEqual([
      ['42', 3],
      ['43.5', 1],
    ]);
    expect(page.product.sizes.map((s) => [s.ru, s.quantity])).toEqual([
      ['42', 3],
      ['43.5', 41],
    ]);

    const classic = found.find((f) => f.name === 'Тестоход Классик')!;
    const classicPage = (await product(classic.code)).body!;
    expect(classicPage.product.gender.code).toBe('woman');
    expect(classicPage.product.type.name).toBe('Кеды');
    expect(classicPage.product.color.name).toBe('Мятный');

    // The storefront's pages show the imported goods too.
    const html = await (await fetch(`${server.baseUrl}/search/?q=${encodeURIComponent('Тестоход')}`)).text();
    expect(html).toContain('Тестоход Рейсер');
    const productHtml = await (await fetch(`${server.baseUrl}/product/${racerBlack.code}`)).text();
    expect(productHtml).toContain('Тестоход Рейсер');
  });

  test('changes-only packages (2.05) change what they name and leave the rest', async () => {
    // A shopper without cookies looks at the racer twice (the second view is the page cache's
    // copy, server/page-cache/): the new price must show on the next view after the import.
    const racer = (await searchNames('Тестоход Рейсер')).find((f) => f.code.endsWith('-black'))!;
    for (let view = 0; view < 2; view++) expect(await productPageText(racer.code)).toContain('7 990 ₽');
    const [catalog, offers] = await exchangeFiles(
      server.baseUrl,
      [
        { name: 'import.xml', bytes: fixture('import-changes.xml') },
        { name: 'offers.xml', bytes: fixture('offers-changes.xml') },
      ],
      ['import.xml', 'offers.xml'],
    );
    expect(withoutSummary(catalog)).toEqual(['success']);
    expect(withoutSummary(offers)).toEqual(['success']);
    await settledSearch('Тестоход', (f) =>
      expect(namesOf(f)).toEqual(['Тестоход Классик Про', 'Тестоход Рейсер', 'Тестоход Рейсер']),
    );
    const black = (await searchNames('Тестоход Рейсер')).find((f) => f.code.endsWith('-black'))!;
    const page = (await product(black.code)).body!;
    // The package repriced the offer of size 42 only: 43.5 keeps the price 1С gave it before,
    // and the colour costs its cheapest size.
    expect(page.product.price.value).toBe(6990);
    expect(page.product.priceFrom).toBe(true);
    expect(page.product.sizes.map((s) => [s.ru, s.price?.value])).toEqual([
      ['42', 6990],
      ['43.5', 7990],
    ]);
    const pageText = await productPageText(black.code);
    expect(pageText).toContain('от 6 990 ₽');
    const tverskaya = page.stores.items.find((s) => s.name === 'Магазин на Тверской');
    expect(tverskaya?.sizes.map((s) => [s.ru, s.quantity])).toEqual([
      ['42', 7],
      ['43.5', 1],
    ]);
  });

  test('stock from 1С tells the shoppers waiting for a size that came back (Сообщить о поступлении)', async () => {
    // The changes package's offer: black Рейсер in 42, its stock in the Tverskaya warehouse.
    const offersWith = (quantity: number) =>
      Buffer.from(
        fixture('offers-changes.xml')
          .toString('utf8')
          .replace('КоличествоНаСкладе="7"', `КоличествоНаСкладе="${quantity}"`),
      );
    const sendOffers = async (quantity: number) =>
      expect(
        (
          await exchangeFiles(
            server.baseUrl,
            [{ name: 'offers.xml', bytes: offersWith(quantity) }],
            ['offers.xml'],
          )
        ).map(withoutSummary),
      ).toEqual([['success']]);

    await sendOffers(0);
    const black = (await searchNames('Тестоход Рейсер')).find((f) => f.code.endsWith('-black'))!;
    let size42: { id: number; quantity: number } | undefined;
    for (const deadline = Date.now() + 20_000; Date.now() < deadline; await sleep(200)) {
      size42 = (await product(black.code)).body?.product.sizes.find((s) => s.ru === '42');
      if (size42?.quantity === 0) break;
    }
    expect(size42?.quantity, 'size 42 sold out after the first package').toBe(0);

    const phone = `+7996${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
    const waiting = await postJson(server.baseUrl, '/api/stock-alerts', {
      sizeId: size42!.id,
      channel: 'sms',
      contact: phone,
    });
    expect(waiting.status).toBe(201);

    await sendOffers(3);
    const deadline = Date.now() + 20_000;
    while (messagesTo(server.dataDir, phone).length === 0 && Date.now() < deadline) await sleep(200);
    const [sms, ...more] = messagesTo(server.dataDir, phone);
    expect(more).toHaveLength(0);
    expect(String(sms?.text)).toContain('снова в наличии');
    expect(String(sms?.text)).toContain(`/product/${black.code}?size=${size42!.id}`);
  });

  test('a broken file is refused with its line, and the catalogue stays as it was', async () => {
    const before = (await searchNames('Тестоход')).map((f) => f.code).sort();
    const [answer] = await exchangeFiles(
      server.baseUrl,
      [{ name: 'import.xml', bytes: fixture('import-broken.xml') }],
      ['import.xml'],
    );
    expect(answer[0]).toBe('failure');
    expect(answer[1]).toMatch(/^Файл не разобран: строка \d+: /);
    expect((await searchNames('Тестоход')).map((f) => f.code).sort()).toEqual(before);
  });

  test('a full package hides the products it leaves out, and they come back with the next one', async () => {
    const classic = (await searchNames('Тестоход Классик')).find((f) =>
      f.name.startsWith('Тестоход Классик'),
    )!;
    const full = fixture('import.xml').toString('utf8');
    const withoutClassic = full.replace(/<Товар>\s*<Ид>prod-classic<\/Ид>[\s\S]*?<\/Товар>/, '');
    expect(withoutClassic).not.toContain('prod-classic');
    const [answer] = await exchangeFiles(
      server.baseUrl,
      [{ name: 'import.xml', bytes: Buffer.from(withoutClassic) }, racerPicture()],
      ['import.xml'],
    );
    expect(withoutSummary(answer)).toEqual(['success']);
    expect((await product(classic.code)).status).toBe(404);
    await settledSearch('Тестоход', (f) =>
      expect(namesOf(f)).toEqual(['Тестоход Рейсер', 'Тестоход Рейсер']),
    );

    const [again] = await exchangeFiles(
      server.baseUrl,
      [{ name: 'import.xml', bytes: fixture('import.xml') }, racerPicture()],
      ['import.xml'],
    );
    expect(withoutSummary(again)).toEqual(['success']);
    expect((await product(classic.code)).status).toBe(200);
    await settledSearch('Тестоход', (f) => expect(namesOf(f)).toContain('Тестоход Классик'));
  });
});

describe('the group → section mapping (admin API)', () => {
  test('only an admin reads and edits it', async () => {
    const anonymous = await getJson(server.baseUrl, '/api/admin/exchange/groups');
    expect(anonymous.status).toBe(401);
    const shopper = await signInShopper({ baseUrl: server.baseUrl, dataDir: server.dataDir });
    const refused = await getJson(server.baseUrl, '/api/admin/exchange/groups', shopper.auth);
    expect(refused.status).toBe(403);
  });

  test('lists the groups with their sections; mapping an unmapped one shows its products, and imports keep it', async () => {
    const admin = (await signInShopper({ baseUrl: server.baseUrl, dataDir: server.dataDir }, ADMIN_PHONE))
      .auth;
    const listed = await getJson(server.baseUrl, '/api/admin/exchange/groups', admin);
    expect(listed.status).toBe(200);
    const { groups, sections } = ExchangeGroupListSchema.parse(listed.body);
    expect(groups.find((g) => g.externalId === 'grp-man-sneakers')).toMatchObject({
      path: 'Мужчинам / Обувь / Кроссовки',
      sectionPath: 'man/obuv/krossovki',
      mappedBy: 'default',
      products: 1,
    });
    expect(groups.find((g) => g.externalId === 'grp-leftovers')).toMatchObject({
      sectionPath: null,
      products: 1,
    });
    expect(sections).toContainEqual({ path: 'woman/obuv/krossovki', name: 'Женщинам/Обувь/Кроссовки' });
    expect(sections.map((s) => s.path)).not.toContain('man/obuv');

    const notASection = await postJson(
      server.baseUrl,
      '/api/admin/exchange/groups',
      {
        externalId: 'grp-leftovers',
        sectionPath: 'man/obuv',
      },
      admin,
    );
    expect(notASection.status).toBe(422);
    const unknown = await postJson(
      server.baseUrl,
      '/api/admin/exchange/groups',
      {
        externalId: 'grp-nope',
        sectionPath: null,
      },
      admin,
    );
    expect(unknown.status).toBe(404);

    const mapped = await postJson(
      server.baseUrl,
      '/api/admin/exchange/groups',
      {
        externalId: 'grp-leftovers',
        sectionPath: 'man/obuv/krossovki',
      },
      admin,
    );
    expect(mapped.status).toBe(200);
    expect(mapped.body.group).toMatchObject({ sectionPath: 'man/obuv/krossovki', mappedBy: 'admin' });
    await settledSearch('Тестоход', (f) => expect(namesOf(f)).toContain('Тестоход Залежалый'));

    const [again] = await exchangeFiles(
      server.baseUrl,
      [{ name: 'import.xml', bytes: fixture('import.xml') }, racerPicture()],
      ['import.xml'],
    );
    expect(withoutSummary(again)).toEqual(['success']);
    const after = ExchangeGroupListSchema.parse(
      (await getJson(server.baseUrl, '/api/admin/exchange/groups', admin)).body,
    );
    expect(after.groups.find((g) => g.externalId === 'grp-leftovers')).toMatchObject({
      sectionPath: 'man/obuv/krossovki',
      mappedBy: 'admin',
    });
  });
});
