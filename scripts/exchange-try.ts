/**
 * Tries a folder of CommerceML files from a 1С (import*.xml and offers*.xml, plain or .gz) on a
 * fresh embedded database, through the same code 1С's `mode=import` runs, and says what went on
 * sale: how many products 1С sells (an offer with a retail price and stock), how many the shop
 * shows after the import and after every unmapped group is mapped to a section, and a few
 * products side by side (1С's offers against the shop's sizes). Nothing is kept.
 *
 *   npm run exchange:try -- --dir path/to/package [--section woman/obuv/botinki] [--show 5]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { selectRows } from '../app/commerce/catalog/index/catalog-index.queries.server';
import { migrateDatabase, openDatabase, type Db } from '../app/commerce/db/client.server';
import { seedDatabase } from '../app/commerce/seed/index.server';
import { readCommerceMl } from '../app/commerce/exchange/commerceml-reader.server';
import type { OfferRecord } from '../app/commerce/exchange/commerceml-records';
import { exchangeConfig, type ExchangeConfig } from '../app/commerce/exchange/config.server';
import { listGroupMapping, mapGroup } from '../app/commerce/exchange/group-mapping.server';
import { importStep, localPackage, settleImports } from '../app/commerce/exchange/import-run.server';
import { choosePriceTypes, priceTypeNames } from '../app/commerce/exchange/price-types';

const { values: args } = parseArgs({
  options: {
    dir: { type: 'string' },
    section: { type: 'string', default: 'woman/obuv/botinki' },
    show: { type: 'string', default: '4' },
  },
});
if (!args.dir) throw new Error('--dir: the folder of the package');

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-try-'));
const files: string[] = [];
for (const name of fs.readdirSync(args.dir).sort()) {
  if (!/\.xml(\.gz)?$/.test(name)) continue;
  const bytes = fs.readFileSync(path.join(args.dir, name));
  const plain = name.replace(/\.gz$/, '');
  fs.writeFileSync(path.join(work, plain), name.endsWith('.gz') ? zlib.gunzipSync(bytes) : bytes);
  files.push(plain);
}
// 1С sends the catalogue before the offers.
files.sort((a, b) => Number(a.startsWith('offers')) - Number(b.startsWith('offers')));

const config = {
  ...exchangeConfig({ ...process.env, EXCHANGE_1C_LOGIN: 'try', EXCHANGE_1C_PASSWORD: 'try' })!,
  directory: work,
} as ExchangeConfig;

/** What 1С sells, read from the files alone: products with an offer priced in the retail type and in stock. */
async function soldBy1c(): Promise<{ products: Set<string>; offers: Map<string, OfferRecord[]> }> {
  const types: { id: string; name: string }[] = [];
  const offers = new Map<string, OfferRecord[]>();
  for (const name of files.filter((f) => f.startsWith('offers'))) {
    for await (const batch of readCommerceMl(path.join(work, name))) {
      for (const record of batch) {
        if (record.kind === 'priceType') types.push(record);
        if (record.kind === 'offer')
          offers.set(record.productId, [...(offers.get(record.productId) ?? []), record]);
      }
    }
  }
  const retail = choosePriceTypes(
    types,
    { retail: priceTypeNames(config.EXCHANGE_1C_PRICE_TYPE), old: [] },
    {},
  ).retail;
  const products = new Set<string>();
  for (const [productId, list] of offers) {
    const inStock = (o: OfferRecord) =>
      (Object.values(o.stock).reduce((a, b) => a + b, 0) || (o.quantity ?? 0)) > 0;
    if (list.some((o) => retail && o.prices[retail] !== undefined && inStock(o))) products.add(productId);
  }
  return { products, offers };
}

async function onSale(db: Db): Promise<Set<string>> {
  const rows = await selectRows<{ externalId: string }>(
    db,
    sql`SELECT e.external_id AS "externalId" FROM exchange_products e JOIN products p ON p.id = e.product_id
        WHERE NOT p.hidden AND EXISTS (
          SELECT 1 FROM product_colors c JOIN product_sizes s ON s.color_id = c.id
          JOIN stock st ON st.size_id = s.id JOIN shops sh ON sh.id = st.shop_id
          WHERE c.product_id = p.id AND st.quantity > 0 AND sh.active)`,
  );
  return new Set(rows.map((r) => r.externalId));
}

const handle = await openDatabase({ directory: path.join(work, 'pglite') });
await migrateDatabase(handle);
await seedDatabase(handle.db, { products: 10 });
for (const name of files) {
  for (;;) {
    const answer = await importStep(handle.db, config, name, localPackage(path.join(work, name)));
    if (answer.status === 'progress') {
      await sleep(200);
      continue;
    }
    console.log(`${name}: ${answer.status}`);
    for (const line of answer.status === 'success' ? answer.notes : [answer.message])
      console.log(`  ${line}`);
    break;
  }
}
await settleImports();

const sold = await soldBy1c();
const afterImport = await onSale(handle.db);
const groups = await listGroupMapping(handle.db);
for (const group of groups.groups.filter((g) => g.sectionPath === null && g.products > 0)) {
  await mapGroup(handle.db, group.externalId, args.section!);
}
const afterMapping = await onSale(handle.db);
const missing = [...sold.products].filter((id) => !afterMapping.has(id));
console.log(
  `1С sells ${sold.products.size} products; on sale after the import ${afterImport.size}, ` +
    `after mapping every group ${afterMapping.size}; sold by 1С but not on sale: ${missing.length}`,
);
for (const id of missing.slice(0, 5)) console.log(`  not on sale: ${id}`);

// A few products side by side: 1С's offers (name, price, stock) and the shop's sizes.
const sample = [...sold.products]
  .filter((id) => (sold.offers.get(id)?.length ?? 0) > 1)
  .slice(0, Number(args.show));
for (const id of sample) {
  console.log(`\n${id}`);
  for (const offer of sold.offers.get(id)!) {
    const stock = Object.values(offer.stock).reduce((a, b) => a + b, 0) || (offer.quantity ?? 0);
    console.log(`  1С:   ${offer.name} | ${Object.values(offer.prices).join(' / ')} ₽ | ${stock}`);
  }
  const sizes = await selectRows<{ color: string; size: string; price: number | null; quantity: number }>(
    handle.db,
    sql`SELECT c.color_name AS color, s.size_ru AS size, coalesce(s.price, c.price) AS price,
               coalesce((SELECT sum(st.quantity) FROM stock st WHERE st.size_id = s.id), 0)::int AS quantity
        FROM exchange_products e JOIN product_colors c ON c.product_id = e.product_id
        JOIN product_sizes s ON s.color_id = c.id WHERE e.external_id = ${id} ORDER BY c.id, s.sort`,
  );
  for (const s of sizes) console.log(`  shop: «${s.color}» ${s.size} | ${s.price} ₽ | ${s.quantity}`);
}
await handle.close();
fs.rmSync(work, { recursive: true, force: true });
