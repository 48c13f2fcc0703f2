/**
 * Exchange benchmark (npm run bench:exchange): a full CommerceML package of 100,000 products
 * with 1.5 million size offers (3 colours × 5 sizes each, stock in three warehouses) imported
 * through the same code 1С's `mode=import` runs, on a fresh PGlite database (or an empty
 * PostgreSQL database given by --database-url). Prints the time of writing the files, staging
 * and applying each file, and the peak memory of the process.
 *
 *   npm run bench:exchange -- [--products 100000] [--colors 3] [--sizes 5] [--database-url postgresql://…]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase } from '../app/commerce/db/client.server';
import { seedDatabase } from '../app/commerce/seed/index.server';
import type { ExchangeConfig } from '../app/commerce/exchange/config.server';
import { importStep, localPackage, settleImports } from '../app/commerce/exchange/import-run.server';

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    colors: { type: 'string', default: '3' },
    sizes: { type: 'string', default: '5' },
    'database-url': { type: 'string' },
  },
});
const PRODUCTS = Number(args.products);
const COLORS = ['Черный', 'Белый', 'Синий', 'Серый', 'Красный'].slice(0, Number(args.colors));
const SIZES = ['40', '41', '42', '43', '44', '45', '46'].slice(0, Number(args.sizes));

const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-exchange-'));
let peakRss = 0;
let peakHeap = 0;
const sampler = setInterval(() => {
  const { rss, heapUsed } = process.memoryUsage();
  peakRss = Math.max(peakRss, rss);
  peakHeap = Math.max(peakHeap, heapUsed);
}, 200);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** Writes a file from a generator of strings, respecting the stream's backpressure. */
async function writeFile(file: string, parts: Iterable<string>): Promise<number> {
  const out = fs.createWriteStream(file);
  for (const part of parts) if (!out.write(part)) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
  return fs.statSync(file).size;
}

function* catalogXml(): Generator<string> {
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация ВерсияСхемы="2.10"><Классификатор><Ид>c</Ид><Группы>';
  yield '<Группа><Ид>g</Ид><Наименование>Кроссовки</Наименование></Группа></Группы><Свойства>';
  yield '<Свойство><Ид>brand</Ид><Наименование>Бренд</Наименование></Свойство>';
  yield '<Свойство><Ид>gender</Ид><Наименование>Пол</Наименование></Свойство></Свойства></Классификатор>';
  yield '<Каталог СодержитТолькоИзменения="false"><Ид>k</Ид><Товары>\n';
  for (let i = 0; i < PRODUCTS; i++) {
    yield (
      `<Товар><Ид>p${i}</Ид><Артикул>B-${i}</Артикул><Наименование>Бенчмарк Модель ${i}</Наименование>` +
      `<Группы><Ид>g</Ид></Группы><ЗначенияСвойств><ЗначенияСвойства><Ид>brand</Ид><Значение>Бренд ${i % 200}</Значение>` +
      `</ЗначенияСвойства><ЗначенияСвойства><Ид>gender</Ид><Значение>${i % 2 ? 'Мужской' : 'Женский'}</Значение>` +
      '</ЗначенияСвойства></ЗначенияСвойств></Товар>\n'
    );
  }
  yield '</Товары></Каталог></КоммерческаяИнформация>\n';
}

function* offersXml(warehouses: string[]): Generator<string> {
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация ВерсияСхемы="2.10"><ПакетПредложений СодержитТолькоИзменения="false">';
  yield '<ТипыЦен><ТипЦены><Ид>r</Ид><Наименование>Розничная</Наименование></ТипЦены>';
  yield '<ТипЦены><Ид>o</Ид><Наименование>Старая цена</Наименование></ТипЦены></ТипыЦен><Склады>';
  for (const [i, name] of warehouses.entries())
    yield `<Склад><Ид>w${i}</Ид><Наименование>${name}</Наименование></Склад>`;
  yield '</Склады><Предложения>\n';
  for (let i = 0; i < PRODUCTS; i++) {
    for (const [c, color] of COLORS.entries()) {
      for (const [s, size] of SIZES.entries()) {
        const rests = warehouses
          .map(
            (_, w) =>
              `<Остаток><Склад><Ид>w${w}</Ид><Количество>${(i + c + s + w) % 4}</Количество></Склад></Остаток>`,
          )
          .join('');
        yield (
          `<Предложение><Ид>p${i}#${c}-${s}</Ид><ХарактеристикиТовара><ХарактеристикаТовара><Наименование>Цвет</Наименование>` +
          `<Значение>${color}</Значение></ХарактеристикаТовара><ХарактеристикаТовара><Наименование>Размер</Наименование>` +
          `<Значение>${size}</Значение></ХарактеристикаТовара></ХарактеристикиТовара><Цены><Цена><ИдТипаЦены>r</ИдТипаЦены>` +
          `<ЦенаЗаЕдиницу>${4990 + (i % 50) * 100}</ЦенаЗаЕдиницу></Цена><Цена><ИдТипаЦены>o</ИдТипаЦены>` +
          `<ЦенаЗаЕдиницу>${6990 + (i % 50) * 100}</ЦенаЗаЕдиницу></Цена></Цены><Остатки>${rests}</Остатки></Предложение>\n`
        );
      }
    }
  }
  yield '</Предложения></ПакетПредложений></КоммерческаяИнформация>\n';
}

async function importFile(
  db: Awaited<ReturnType<typeof openDatabase>>['db'],
  config: ExchangeConfig,
  name: string,
) {
  const started = Date.now();
  const file = path.join(directory, name);
  for (;;) {
    const answer = await importStep(db, config, name, localPackage(file));
    if (answer.status === 'failure') throw new Error(`${name}: ${answer.message}`);
    if (answer.status === 'success') break;
    await sleep(1000);
  }
  await settleImports();
  return Date.now() - started;
}

const started = Date.now();
const handle = await openDatabase(
  args['database-url'] ? { url: args['database-url'] } : { directory: path.join(directory, 'pglite') },
);
await migrateDatabase(handle);
await seedDatabase(handle.db, { products: 10 });
const shops = (await handle.db.execute(
  sql`SELECT name FROM shops WHERE active ORDER BY id LIMIT 3`,
)) as unknown as {
  rows: { name: string }[];
};
const warehouses = shops.rows.map((r) => r.name);
console.error(`[bench:exchange] database ready in ${Date.now() - started} ms; writing the package…`);

const written = Date.now();
const catalogBytes = await writeFile(path.join(directory, 'import.xml'), catalogXml());
const offersBytes = await writeFile(path.join(directory, 'offers.xml'), offersXml(warehouses));
const writing = Date.now() - written;
console.error(
  `[bench:exchange] import.xml ${mb(catalogBytes)}, offers.xml ${mb(offersBytes)} in ${writing} ms; importing…`,
);

const config = {
  login: 'bench',
  password: 'bench',
  directory,
  EXCHANGE_1C_PRICE_TYPE: 'Розничная',
  EXCHANGE_1C_OLD_PRICE_TYPE: 'Старая цена',
  EXCHANGE_1C_FILE_LIMIT: 100 * 1024 * 1024,
} as ExchangeConfig;
/**
 * CPU seconds used so far by every PostgreSQL server process on this machine (its backends do
 * the work of an import on PostgreSQL): on a shared, noisy machine CPU time is steadier than
 * the clock. Linux only; 0 elsewhere.
 */
function postgresCpuSeconds(): number {
  let ticks = 0;
  for (const pid of fs.existsSync('/proc') ? fs.readdirSync('/proc') : []) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (!comm.startsWith('postgres')) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime and stime of the process and of its waited-for children (fields 14–17 of stat).
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    } catch {
      // The process ended while being read.
    }
  }
  return ticks / 100;
}

const cpuBefore = process.cpuUsage();
const postgresBefore = postgresCpuSeconds();
const catalogMs = await importFile(handle.db, config, 'import.xml');
console.error(`[bench:exchange] import.xml done in ${catalogMs} ms`);
const offersMs = await importFile(handle.db, config, 'offers.xml');
const cpu = process.cpuUsage(cpuBefore);
const postgresCpu = postgresCpuSeconds() - postgresBefore;
clearInterval(sampler);

const offers = PRODUCTS * COLORS.length * SIZES.length;
const engine = args['database-url'] ? 'PostgreSQL' : 'PGlite';
console.log(
  `| ${PRODUCTS.toLocaleString('en')} products, ${offers.toLocaleString('en')} offers, ${engine} | time |`,
);
console.log('| --- | ---: |');
console.log(`| writing the files (${mb(catalogBytes + offersBytes)}) | ${(writing / 1000).toFixed(1)} s |`);
console.log(`| import.xml (stage + apply) | ${(catalogMs / 1000).toFixed(1)} s |`);
console.log(`| offers.xml (stage + apply) | ${(offersMs / 1000).toFixed(1)} s |`);
console.log(`| **both imports** | **${((catalogMs + offersMs) / 1000).toFixed(1)} s** |`);
console.log(
  `| offers a second (offers.xml) | ${Math.round(offers / (offersMs / 1000)).toLocaleString('en')} |`,
);
console.log(`| CPU time of the process | ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s |`);
if (args['database-url']) console.log(`| CPU time of PostgreSQL's processes | ${postgresCpu.toFixed(1)} s |`);
console.log(`| peak RSS / peak JS heap | ${mb(peakRss)} / ${mb(peakHeap)} |`);
await handle.close();
fs.rmSync(directory, { recursive: true, force: true });
