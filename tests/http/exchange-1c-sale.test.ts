// The CommerceML exchange with 1С, type=sale: orders go to 1С until it confirms them, go
// again when they change, and the statuses and payments 1С sends back move the orders and
// send the shopper's messages.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { waitForMessages } from '../setup/mail-outbox';
import { messagesTo } from '../setup/outbox';
import { type RunningServer, startServer } from '../setup/server';
import { addUnits, type Auth, call as api, contacts, guest, placeOrder, stockedSizes } from './basket.kit';
import { call, EXCHANGE_ENV, signIn } from './exchange-1c.kit';

let server: RunningServer;
let shopper: Auth;
let order: { id: number; number: string };
const phone = '+79980001919';

beforeAll(async () => {
  server = await startServer({
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-1c-sale-')),
    env: EXCHANGE_ENV,
  });
  const [size] = await stockedSizes(server.baseUrl, 1, { count: 1, minQuantity: 2 });
  shopper = await guest(server.baseUrl);
  await addUnits(server.baseUrl, shopper, size.sizeId, 2);
  const placed = await placeOrder(server.baseUrl, shopper, {
    ...contacts(phone),
    deliveryType: 'courier',
    address: 'Москва, ул. Арбат, д. 1',
    paymentMethod: 'on_receipt',
  });
  expect(placed.status).toBe(201);
  order = { id: placed.body.order.id, number: placed.body.order.number };
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

/** The documents of a mode=query answer, by order number. */
async function query(cookie: string): Promise<Map<string, string>> {
  const response = await fetch(`${server.baseUrl}/api/exchange/1c?type=sale&mode=query`, {
    headers: { Cookie: cookie },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('xml');
  const xml = await response.text();
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\s*<КоммерческаяИнформация ВерсияСхемы="2\.\d+"/,
  );
  const documents = new Map<string, string>();
  for (const [doc] of xml.matchAll(/<Документ>[\s\S]*?<\/Документ>/g)) {
    documents.set(/<Номер>([^<]+)<\/Номер>/.exec(doc)![1], doc);
  }
  return documents;
}

const requisite = (doc: string, name: string) =>
  new RegExp(`<Наименование>${name}</Наименование><Значение>([^<]*)</Значение>`).exec(doc)?.[1];

describe('type=sale', () => {
  test('checkauth and init work for sale as for catalog', async () => {
    const cookie = await signIn(server.baseUrl, 'sale');
    const init = await call(server.baseUrl, 'type=sale&mode=init', { cookie });
    expect(init.lines[0]).toBe('zip=yes');
  });

  test('an order goes to 1С with its buyer, lines and sums until 1С says success', async () => {
    const cookie = await signIn(server.baseUrl, 'sale');
    const first = await query(cookie);
    const doc = first.get(order.number)!;
    expect(doc).toBeDefined();
    expect(doc).toContain('<ХозОперация>Заказ товара</ХозОперация>');
    expect(doc).toContain(`<Значение>${phone}</Значение>`);
    expect(doc).toContain('<Фамилия>Смирнова</Фамилия>');
    expect(doc).toMatch(/<Количество>2<\/Количество>/);
    expect(requisite(doc, 'Статус заказа')).toBe('Оформлен');
    expect(requisite(doc, 'Метод оплаты')).toBe('При получении');
    // Not confirmed yet: the next query sends it again.
    expect((await query(cookie)).has(order.number)).toBe(true);
    expect((await call(server.baseUrl, 'type=sale&mode=success', { cookie })).lines).toEqual(['success']);
    expect((await query(cookie)).has(order.number)).toBe(false);
  });

  test('a status and payment from 1С move the order, text the shopper, and the order goes to 1С again', async () => {
    const cookie = await signIn(server.baseUrl, 'sale');
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация ВерсияСхемы="2.08">' +
      `<Документ><Ид>${order.id}</Ид><Номер>${order.number}</Номер><ХозОперация>Заказ товара</ХозОперация>` +
      '<ЗначенияРеквизитов><ЗначениеРеквизита><Наименование>Статус заказа</Наименование><Значение>Отгружен</Значение>' +
      '</ЗначениеРеквизита><ЗначениеРеквизита><Наименование>Заказ оплачен</Наименование><Значение>true</Значение>' +
      '</ЗначениеРеквизита></ЗначенияРеквизитов></Документ>' +
      '<Документ><Ид>0</Ид><Номер>НЕТ-ТАКОГО</Номер></Документ></КоммерческаяИнформация>';
    const sent = await call(server.baseUrl, 'type=sale&mode=file&filename=orders.xml', {
      cookie,
      body: Buffer.from(xml),
    });
    expect(sent.lines).toEqual(['success']);

    const seen = await api(server.baseUrl, 'GET', `/api/order/${order.id}`, { auth: shopper });
    expect(seen.status).toBe(200);
    expect(seen.body.status).toBe('shipped');
    expect(seen.body.paymentStatus).toBe('paid');
    const messages = await waitForMessages(() => messagesTo(server.dataDir, phone), 2);
    expect(messages.at(-1)!.text).toContain(`заказ ${order.number} уже едет к тебе!`);

    const again = (await query(cookie)).get(order.number)!;
    expect(requisite(again, 'Статус заказа')).toBe('Передан в доставку');
    expect(requisite(again, 'Заказ оплачен')).toBe('true');
  });

  test('a broken order file is refused with a message', async () => {
    const cookie = await signIn(server.baseUrl, 'sale');
    const sent = await call(server.baseUrl, 'type=sale&mode=file&filename=orders.xml', {
      cookie,
      body: Buffer.from('<?xml version="1.0"?><КоммерческаяИнформация><Документ></КоммерческаяИнформация>'),
    });
    expect(sent.lines[0]).toBe('failure');
    expect(sent.lines[1]).toMatch(/^Файл orders\.xml не разобран: строка 1: /);
  });
});
