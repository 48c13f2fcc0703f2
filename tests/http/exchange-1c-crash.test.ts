// A crash in the middle of an import (the process killed, as by the OOM killer or a power
// cut), then 1С's retry of mode=import on the restarted server: the import carries on and
// ends with the whole package, and the catalogue never shows a part of it.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SearchResponseSchema } from '~/commerce/contract/search';
import { repoRoot, TEST_SEED_PRODUCTS } from '../setup/paths';
import { freePort } from '../setup/server';
import { copyTemplate, ensureTemplate } from '../setup/template';
import { call, EXCHANGE_ENV, importUntilDone, signIn, upload, withoutSummary } from './exchange-1c.kit';

const PRODUCTS = 12_000;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-1c-crash-'));
const logFile = path.join(dataDir, 'server.log');
let child: ChildProcess | undefined;
let baseUrl = '';

/** Starts `node build/server.js` on the data directory as it is (no fresh copy). */
async function boot(): Promise<void> {
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  const log = fs.openSync(logFile, 'a');
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  child = spawn(process.execPath, ['build/server.js'], {
    cwd: repoRoot,
    env: {
      ...env,
      ...EXCHANGE_ENV,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      SEED_PRODUCTS: String(TEST_SEED_PRODUCTS),
    },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/healthz`)).status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`server did not start:\n${fs.readFileSync(logFile, 'utf8').slice(-3000)}`);
    await sleep(200);
  }
}

async function kill(signal: NodeJS.Signals): Promise<void> {
  const process = child;
  if (!process || process.exitCode !== null) return;
  const exited = new Promise((resolve) => process.once('exit', resolve));
  process.kill(signal);
  await exited;
}

/** A full package of many products in one section, each with one offer of one size. */
function bigPackage(): { catalog: string; offers: string } {
  const products: string[] = [];
  const offers: string[] = [];
  for (let i = 0; i < PRODUCTS; i++) {
    products.push(
      `<Товар><Ид>crash-${i}</Ид><Артикул>CR-${i}</Артикул><Наименование>Крэштест Модель ${i}</Наименование>` +
        `<Группы><Ид>g-sneakers</Ид></Группы><ЗначенияСвойств><ЗначенияСвойства><Ид>p-brand</Ид>` +
        `<Значение>Крэштест</Значение></ЗначенияСвойства></ЗначенияСвойств></Товар>`,
    );
    offers.push(
      `<Предложение><Ид>crash-${i}#s</Ид><ХарактеристикиТовара><ХарактеристикаТовара><Наименование>Цвет</Наименование>` +
        `<Значение>Синий</Значение></ХарактеристикаТовара><ХарактеристикаТовара><Наименование>Размер</Наименование>` +
        `<Значение>42</Значение></ХарактеристикаТовара></ХарактеристикиТовара><Цены><Цена><ИдТипаЦены>pt</ИдТипаЦены>` +
        `<ЦенаЗаЕдиницу>4990</ЦенаЗаЕдиницу></Цена></Цены><Остатки><Остаток><Склад><Ид>wh</Ид><Количество>2</Количество>` +
        `</Склад></Остаток></Остатки></Предложение>`,
    );
  }
  const head = '<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация ВерсияСхемы="2.10">';
  return {
    catalog:
      `${head}<Классификатор><Ид>c</Ид><Группы><Группа><Ид>g-man</Ид><Наименование>Мужчинам</Наименование><Группы>` +
      `<Группа><Ид>g-shoes</Ид><Наименование>Обувь</Наименование><Группы><Группа><Ид>g-sneakers</Ид>` +
      `<Наименование>Кроссовки</Наименование></Группа></Группы></Группа></Группы></Группа></Группы><Свойства>` +
      `<Свойство><Ид>p-brand</Ид><Наименование>Бренд</Наименование></Свойство></Свойства></Классификатор>` +
      `<Каталог СодержитТолькоИзменения="false"><Ид>k</Ид><Товары>${products.join('\n')}</Товары></Каталог></КоммерческаяИнформация>`,
    offers:
      `${head}<ПакетПредложений СодержитТолькоИзменения="false"><ТипыЦен><ТипЦены><Ид>pt</Ид><Наименование>Розничная</Наименование>` +
      `</ТипЦены></ТипыЦен><Склады><Склад><Ид>wh</Ид><Наименование>Магазин на Тверской</Наименование></Склад></Склады>` +
      `<Предложения>${offers.join('\n')}</Предложения></ПакетПредложений></КоммерческаяИнформация>`,
  };
}

async function countFound(q: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/search/?q=${encodeURIComponent(q)}`);
  expect(response.status).toBe(200);
  return SearchResponseSchema.parse(await response.json()).count;
}

beforeAll(async () => {
  await ensureTemplate();
  copyTemplate(dataDir);
  await boot();
}, 180_000);

afterAll(async () => {
  await kill('SIGTERM');
  // The server's log outlives its data, for reading after a failure.
  if (fs.existsSync(logFile))
    fs.copyFileSync(logFile, path.join(repoRoot, '.test-data', 'server-exchange-1c-crash.log'));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test("a server killed mid-import finishes the import on 1С's retry, never showing part of it", async () => {
  const { catalog, offers } = bigPackage();
  let cookie = await signIn(baseUrl);
  await call(baseUrl, 'type=catalog&mode=init', { cookie });
  await upload(baseUrl, cookie, 'import.xml', Buffer.from(catalog), 1024 * 1024);
  await upload(baseUrl, cookie, 'offers.xml', Buffer.from(offers), 1024 * 1024);

  // The first import goes through, so the second package's products have their offers.
  expect(withoutSummary((await importUntilDone(baseUrl, cookie, 'import.xml', 120_000)).at(-1)!)).toEqual([
    'success',
  ]);
  const first = await call(baseUrl, 'type=catalog&mode=import&filename=offers.xml', { cookie });
  expect(first.lines).toEqual(['progress']);
  // Killed while the offers are being staged or applied.
  await sleep(700);
  await kill('SIGKILL');

  await boot();
  // Nothing of the interrupted package is on show: no article has its stock yet.
  const before = await countFound('Крэштест');
  expect(before).toBe(0);

  cookie = await signIn(baseUrl);
  const retry = await importUntilDone(baseUrl, cookie, 'offers.xml', 150_000);
  expect(withoutSummary(retry.at(-1)!)).toEqual(['success']);
  const log = fs.readFileSync(logFile, 'utf8');
  expect(log).toMatch(/offers\.xml: imported in \d+ ms/);

  const deadline = Date.now() + 60_000;
  let after = 0;
  while ((after = await countFound('Крэштест')) !== PRODUCTS && Date.now() < deadline) await sleep(500);
  expect(after).toBe(PRODUCTS);
}, 400_000);
