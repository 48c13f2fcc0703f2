// Packages shaped like the ones real 1С configurations export (tests/fixtures/exchange-1c/
// real-shapes/): warehouses named like no shop, stock only as the offer's total, sizes only in
// the offer's name, sizes priced apart, characteristics sent as Товар records, two price types
// of one name from two infobases, a retail price type named otherwise. After a plain import
// (groups mapped, nothing else) what 1С sells is on sale with the sizes and prices 1С gave.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ExchangePriceTypeListSchema, ExchangeWarehouseListSchema } from '~/commerce/contract/exchange';
import { ProductResponseSchema, type ProductResponse } from '~/commerce/contract/product';
import { SearchResponseSchema } from '~/commerce/contract/search';
import { getJson, postJson, signIn as signInShopper } from '../mocks/sms-sign-in';
import { type RunningServer, startServer } from '../setup/server';
import { EXCHANGE_ENV, exchangeFiles, fixture } from './exchange-1c.kit';

let server: RunningServer;
let admin: Record<string, string>;
const ADMIN_PHONE = '+79990000928';

beforeAll(async () => {
  server = await startServer({
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-1c-real-')),
    env: { ...EXCHANGE_ENV, ADMIN_PHONES: ADMIN_PHONE },
  });
  admin = (await signInShopper({ baseUrl: server.baseUrl, dataDir: server.dataDir }, ADMIN_PHONE)).auth;
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

const shape = (name: string) => fixture(`real-shapes/${name}`);

/** The products search finds for a name, once the catalogue index has caught up with `check`. */
async function found(q: string, check: (codes: { name: string; code: string }[]) => void) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const response = await fetch(`${server.baseUrl}/api/search/?q=${encodeURIComponent(q)}`);
    const elements = SearchResponseSchema.parse(await response.json()).elements.map((e) => ({
      name: e.name,
      code: e.code,
    }));
    try {
      check(elements);
      return elements;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(250);
    }
  }
}

async function product(code: string): Promise<ProductResponse> {
  const response = await fetch(`${server.baseUrl}/api/products/${encodeURIComponent(code)}/`);
  expect(response.status, code).toBe(200);
  return ProductResponseSchema.parse(await response.json());
}

/** The product once `ready` holds (the catalogue index catches up with an import within seconds). */
async function productWhen(
  code: string,
  ready: (page: ProductResponse) => boolean,
): Promise<ProductResponse> {
  const deadline = Date.now() + 20_000;
  let page = await product(code);
  while (!ready(page) && Date.now() < deadline) {
    await sleep(250);
    page = await product(code);
  }
  return page;
}

/** The answer to one offers file (as text) sent through the whole dialogue. */
async function importOffers(xml: string): Promise<string[]> {
  const [answer] = await exchangeFiles(
    server.baseUrl,
    [{ name: 'offers0_1.xml', bytes: Buffer.from(xml) }],
    ['offers0_1.xml'],
  );
  return answer;
}

/** Sizes with the units on sale (every location counts for an online order). */
const sizesOf = (page: ProductResponse) => page.product.sizes.map((s) => [s.ru, s.quantity]);

async function mapGroup(externalId: string, sectionPath: string) {
  const mapped = await postJson(
    server.baseUrl,
    '/api/admin/exchange/groups',
    { externalId, sectionPath },
    admin,
  );
  expect(mapped.status).toBe(200);
}

describe('УТ 11 (2.07): sizes in the offers’ names, warehouses named like no shop, sizes priced apart', () => {
  test('what 1С sells goes on sale once its group is mapped, with 1С’s sizes, stock and prices', async () => {
    const [catalog, offers] = await exchangeFiles(
      server.baseUrl,
      [
        { name: 'import0_1.xml', bytes: shape('ut11-import0_1.xml') },
        { name: 'offers0_1.xml', bytes: shape('ut11-offers0_1.xml') },
      ],
      ['import0_1.xml', 'offers0_1.xml'],
    );
    expect(catalog[0]).toBe('success');
    expect(catalog).toContain('Группы без раздела, их товары скрыты (1): Обувь / Женская обувь');
    // Both warehouses are online stock: no shop has their names.
    expect(offers).toEqual([
      'success',
      'Остатки: «Главный склад» → онлайн-остаток; «Магазин "Обувь"» → онлайн-остаток',
      'Цена для покупателей — тип «Розничная»',
    ]);
    await mapGroup('ut11-grp-women', 'woman/obuv/botinki');

    const items = await found('Реальные', (f) =>
      expect(f.map((e) => e.name).sort()).toEqual([
        'Ботинки Реальные демисезонные',
        'Женские ботфорты Реальные',
        'Стельки Реальные (35-46)',
      ]),
    );
    const botforty = await product(items.find((e) => e.name.startsWith('Женские'))!.code);
    // 38 and 39 from the names, 38,5 written as 38.5; 39's 12 + 7 pairs in two warehouses.
    expect(sizesOf(botforty)).toEqual([
      ['38', 20],
      ['38.5', 0],
      ['39', 19],
    ]);
    // The colour is the product's own property; the card costs the cheapest size.
    expect(botforty.product.color.name).toBe('коричневый');
    expect(botforty.product.price.value).toBe(1496);
    expect(botforty.product.priceFrom).toBe(true);
    expect(botforty.product.sizes.map((s) => [s.ru, s.price?.value])).toEqual([
      ['38', 1719],
      ['38.5', 1719],
      ['39', 1496],
    ]);
    expect(botforty.product.gender.code).toBe('woman');

    // No colour anywhere in 1С: one article without a colour label, none invented.
    const boots = await product(items.find((e) => e.name.startsWith('Ботинки'))!.code);
    expect(boots.product.color.name).toBe('');
    expect(boots.product.colors).toHaveLength(1);
    expect(sizesOf(boots)).toEqual([
      ['36', 3],
      ['37', 4],
    ]);
    // Brackets that are part of the product's own name are no size.
    const insoles = await product(items.find((e) => e.name.startsWith('Стельки'))!.code);
    expect(sizesOf(insoles)).toEqual([['OS', 50]]);
  });

  test('the admin lists the warehouses with their stock, ties one to a pickup shop, and its stock moves there', async () => {
    const listed = ExchangeWarehouseListSchema.parse(
      (await getJson(server.baseUrl, '/api/admin/exchange/warehouses', admin)).body,
    );
    const main = listed.warehouses.find((w) => w.externalId === 'ut11-wh-main')!;
    // 20 + 12 + 3 + 4 + 50 units of the package in «Главный склад».
    expect(main).toMatchObject({ name: 'Главный склад', mappedBy: 'online', stock: 89 });
    expect(main.location).toMatchObject({ kind: 'warehouse', name: 'Главный склад', city: null });
    expect(listed.warehouses.find((w) => w.externalId === 'ut11-wh-shoes')).toMatchObject({ stock: 7 });
    const tverskaya = listed.shops.find((s) => s.name === 'Магазин на Тверской')!;
    expect(tverskaya.city).toBe('Москва');

    const unknownShop = await postJson(
      server.baseUrl,
      '/api/admin/exchange/warehouses',
      { externalId: 'ut11-wh-shoes', shopId: main.location!.shopId },
      admin,
    );
    expect(unknownShop.status).toBe(422);
    const unknownWarehouse = await postJson(
      server.baseUrl,
      '/api/admin/exchange/warehouses',
      { externalId: 'nope', shopId: tverskaya.id },
      admin,
    );
    expect(unknownWarehouse.status).toBe(404);
    const refused = await getJson(server.baseUrl, '/api/admin/exchange/warehouses');
    expect(refused.status).toBe(401);

    const tied = await postJson(
      server.baseUrl,
      '/api/admin/exchange/warehouses',
      { externalId: 'ut11-wh-shoes', shopId: tverskaya.id },
      admin,
    );
    expect(tied.status).toBe(200);
    expect(tied.body.warehouse).toMatchObject({
      mappedBy: 'admin',
      location: { kind: 'shop', shopId: tverskaya.id },
    });
    const code = (await found('ботфорты Реальные', (f) => expect(f).toHaveLength(1)))[0].code;
    const page = await productWhen(code, (p) => p.stores.items.some((s) => s.name === 'Магазин на Тверской'));
    expect(
      page.stores.items.find((s) => s.name === 'Магазин на Тверской')?.sizes.map((s) => [s.ru, s.quantity]),
    ).toEqual([['39', 7]]);
    // Still 19 pairs of 39 on sale online: the shop's stock counts for couriers too.
    expect(sizesOf(page)).toContainEqual(['39', 19]);
    // The next package keeps the admin's tie.
    const again = await importOffers(shape('ut11-offers0_1.xml').toString('utf8'));
    expect(again[1]).toBe(
      'Остатки: «Главный склад» → онлайн-остаток; «Магазин "Обувь"» → магазин «Магазин на Тверской»',
    );
  });

  test('a later package from another infobase prices by its own «Розничная», not the first one stored', async () => {
    const otherBase = shape('ut11-offers0_1.xml')
      .toString('utf8')
      .replaceAll('ut11-pt-retail', 'ut11-second-base-retail')
      .replaceAll(
        '<ИдКлассификатора>ut11-cls</ИдКлассификатора>',
        '<ИдКлассификатора>ut11-cls-2</ИдКлассификатора>',
      )
      .replace('<ЦенаЗаЕдиницу>1496</ЦенаЗаЕдиницу>', '<ЦенаЗаЕдиницу>1399</ЦенаЗаЕдиницу>');
    expect((await importOffers(otherBase))[0]).toBe('success');
    const code = (await found('ботфорты Реальные', (f) => expect(f).toHaveLength(1)))[0].code;
    const page = await productWhen(code, (p) => p.product.price.value === 1399);
    expect(page.product.price.value).toBe(1399);

    const types = ExchangePriceTypeListSchema.parse(
      (await getJson(server.baseUrl, '/api/admin/exchange/price-types', admin)).body,
    );
    expect(types.names.retail[0]).toBe('Розничная');
    const byId = new Map(types.priceTypes.map((t) => [t.externalId, t]));
    expect(byId.get('ut11-second-base-retail')).toMatchObject({
      name: 'Розничная',
      classifierId: 'ut11-cls-2',
      role: 'retail',
      offers: 6,
    });
    expect(byId.get('ut11-pt-retail')).toMatchObject({ name: 'Розничная', classifierId: 'ut11-cls' });
  });

  test('a full package without the retail price type fails with a clear line and changes no price', async () => {
    const wholesale = shape('ut11-offers0_1.xml')
      .toString('utf8')
      .replace('<Наименование>Розничная</Наименование>', '<Наименование>Оптовая</Наименование>')
      .replace(
        '</ТипыЦен>',
        '<ТипЦены><Ид>ut11-pt-cost</Ид><Наименование>Закупочная</Наименование></ТипЦены></ТипыЦен>',
      )
      .replace('<ЦенаЗаЕдиницу>1719</ЦенаЗаЕдиницу>', '<ЦенаЗаЕдиницу>999</ЦенаЗаЕдиницу>');
    const answer = await importOffers(wholesale);
    expect(answer[0]).toBe('failure');
    expect(answer[1]).toMatch(/^Нет цены для покупателей: в пакете типы цен «Оптовая», «Закупочная»/);
    expect(answer[1]).toContain('EXCHANGE_1C_PRICE_TYPE');
    const code = (await found('ботфорты Реальные', (f) => expect(f).toHaveLength(1)))[0].code;
    const page = await product(code);
    expect(page.product.price.value).toBe(1399);
    expect(sizesOf(page)).toContainEqual(['38', 20]);
  });
});

describe('УТ 10 (2.05) and 2.04: stock only as the offer’s total, characteristics as Товар records', () => {
  test('the characteristics are sizes of the product, the totals are online stock, a single «BASE» prices it', async () => {
    const [catalog, offers] = await exchangeFiles(
      server.baseUrl,
      [
        { name: 'import.xml', bytes: shape('ut10-import.xml') },
        { name: 'offers.xml', bytes: shape('ut10-offers.xml') },
      ],
      ['import.xml', 'offers.xml'],
    );
    expect(catalog).toEqual(['success']);
    expect(offers).toEqual([
      'success',
      'Остатки: «Остаток без склада» → онлайн-остаток',
      'Цена для покупателей — тип «BASE»',
    ]);
    // One product: the characteristics did not become products of their own.
    const items = await found('Итоговые', (f) =>
      expect(f.map((e) => e.name)).toEqual(['Кроссовки Итоговые']),
    );
    const page = await product(items[0].code);
    expect(page.product.color.name).toBe('Красный');
    expect(page.product.colors).toHaveLength(1);
    expect(sizesOf(page)).toEqual([
      ['41', 9],
      ['42', 2],
    ]);
    expect(page.product.price.value).toBe(2990);
  });

  test('2.04: two offers of one size and colour (other width, other leather) add up; «Интернет» is the price', async () => {
    const [offers] = await exchangeFiles(
      server.baseUrl,
      [{ name: 'offers.xml', bytes: shape('ut-204-offers.xml') }],
      ['offers.xml'],
    );
    expect(offers[0]).toBe('success');
    expect(offers).toContain('Цена для покупателей — тип «Интернет»');
    const items = await found('Итоговые', (f) => expect(f.length).toBeGreaterThanOrEqual(1));
    const beige = await (async () => {
      const deadline = Date.now() + 20_000;
      for (;;) {
        const pages = await Promise.all(items.map((i) => product(i.code)));
        const colour = pages.flatMap((p) => p.product.colors).find((c) => c.colorName === 'Бежевый');
        if (colour) return product(colour.code);
        if (Date.now() > deadline) throw new Error('no beige article');
        await sleep(250);
      }
    })();
    expect(sizesOf(beige)).toEqual([['43', 13]]);
    expect(beige.product.price.value).toBe(3159);
    // A full package: the red sizes it left out hold nothing now.
    const red = await product(items[0].code);
    expect(sizesOf(red).every(([, quantity]) => quantity === 0)).toBe(true);
  });
});
