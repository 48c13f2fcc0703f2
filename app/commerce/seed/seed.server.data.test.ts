import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { findImageSubject } from '../catalog/images/image-subject.queries.server';
import { SECTIONS } from '../catalog/taxonomy/category-tree';
import { productGendersFor } from '../catalog/taxonomy/genders';
import { migrateDatabase, openDatabase, type DatabaseHandle, type Db } from '../db/client.server';
import { productColors, productSizes, products, stock } from '../db/schema';
import { BRAND_SEEDS } from './data/brands';
import { SEEDED_TABLES, seedDatabase, wipeSeededData } from './index.server';

// Content is dated relative to the seed's day; fixing it makes two seeds byte-identical.
const SEED_DAY = new Date('2026-11-01T09:00:00+03:00');

// Seeds two fresh PGlite databases with the same small catalogue; every test reads them.
const PRODUCTS = 300;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'h1-seed-test-'));
const handles: DatabaseHandle[] = [];
let db: Db;
/** The catalogue version right after the seed, before any test writes. */
let versionAfterSeed = 0;

async function rows<T = Record<string, unknown>>(query: SQL, on: Db = db): Promise<T[]> {
  return ((await on.execute(query)) as unknown as { rows: T[] }).rows;
}

async function count(query: SQL, on: Db = db): Promise<number> {
  const [row] = await rows<{ n: number }>(query, on);
  return Number(row.n);
}

async function dump(on: Db): Promise<Record<string, unknown[]>> {
  const tables: Record<string, unknown[]> = {};
  for (const table of SEEDED_TABLES) {
    tables[table] = await rows(sql`SELECT * FROM ${sql.identifier(table)} ORDER BY 1, 2`, on);
  }
  return tables;
}

beforeAll(async () => {
  for (const name of ['a', 'b']) {
    const handle = await openDatabase({ directory: path.join(root, name) });
    handles.push(handle);
    await migrateDatabase(handle);
    await seedDatabase(handle.db, { products: PRODUCTS, now: SEED_DAY });
  }
  db = handles[0].db;
  const [state] = await rows<{ version: number }>(sql`SELECT version FROM catalog_state WHERE id = 1`);
  versionAfterSeed = Number(state.version);
}, 240_000);

afterAll(async () => {
  for (const handle of handles) await handle.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('seeded database', () => {
  test('two seeds with the same options give identical rows and ids', async () => {
    const [a, b] = [await dump(handles[0].db), await dump(handles[1].db)];
    expect(a.products).toHaveLength(PRODUCTS);
    expect(a).toEqual(b);
  });

  test('cities: all 1,117, Moscow is 216 with time zone +3 and sorted first', async () => {
    expect(await count(sql`SELECT count(*) AS n FROM cities`)).toBe(1117);
    const [moscow] = await rows(sql`SELECT id, name, timezone, sort FROM cities WHERE id = 216`);
    expect(moscow).toEqual({ id: 216, name: 'Москва', timezone: '+3', sort: 1 });
  });

  test('at least 20 shops in at least 8 cities', async () => {
    const [shops] = await rows<{ shops: number; cities: number }>(
      sql`SELECT count(*)::int AS shops, count(DISTINCT city_id)::int AS cities FROM shops`,
    );
    expect(shops.shops).toBeGreaterThanOrEqual(20);
    expect(shops.cities).toBeGreaterThanOrEqual(8);
  });

  test('at least 40 brands have products, some written in Cyrillic', async () => {
    const names = (
      await rows<{ name: string }>(
        sql`SELECT DISTINCT b.name FROM brands b JOIN products p ON p.brand_id = b.id`,
      )
    ).map((r) => r.name);
    expect(names.length).toBeGreaterThanOrEqual(40);
    expect(names.filter((n) => /^[А-ЯЁ]/.test(n)).length).toBeGreaterThanOrEqual(2);
  });

  test('every catalogue section of the taxonomy lists products', async () => {
    const stored = await rows<{ path: string }>(sql`SELECT path FROM catalog_sections ORDER BY sort`);
    expect(stored.map((s) => s.path)).toEqual(SECTIONS.map((s) => s.path));
    for (const section of SECTIONS) {
      const conditions: SQL[] = [sql`true`];
      if (section.gender) {
        conditions.push(
          sql`p.gender IN (${sql.join(
            productGendersFor(section.gender).map((g) => sql`${g}`),
            sql`, `,
          )})`,
        );
      }
      if (section.groupCode) conditions.push(sql`p.group_code = ${section.groupCode}`);
      if (section.typeCode) conditions.push(sql`p.type_code = ${section.typeCode}`);
      if (section.flag === 'new') conditions.push(sql`c.is_new`);
      if (section.flag === 'sale') conditions.push(sql`c.old_price IS NOT NULL`);
      const listed = await count(
        sql`SELECT count(*) AS n FROM product_colors c JOIN products p ON p.id = c.product_id
            WHERE ${sql.join(conditions, sql` AND `)}`,
      );
      expect(listed, `section '${section.path}'`).toBeGreaterThan(0);
    }
  });

  test('prices are whole roubles and discounts match old prices', async () => {
    const wrong = await count(
      sql`SELECT count(*) AS n FROM product_colors
          WHERE price <= 0
             OR (old_price IS NULL AND discount <> 0)
             OR (old_price IS NOT NULL AND (old_price <= price OR discount <> round((old_price - price) * 100.0 / old_price)))`,
    );
    expect(wrong).toBe(0);
    expect(
      await count(sql`SELECT count(*) AS n FROM product_colors WHERE old_price IS NOT NULL`),
    ).toBeGreaterThan(0);
  });

  test('the bulk load left no orphans and the sequences continue after the seeded ids', async () => {
    const orphans = await count(
      sql`SELECT (SELECT count(*) FROM stock s LEFT JOIN product_sizes z ON z.id = s.size_id WHERE z.id IS NULL)
               + (SELECT count(*) FROM stock s LEFT JOIN shops h ON h.id = s.shop_id WHERE h.id IS NULL)
               + (SELECT count(*) FROM product_sizes z LEFT JOIN product_colors c ON c.id = z.color_id WHERE c.id IS NULL)
               + (SELECT count(*) FROM product_colors c LEFT JOIN products p ON p.id = c.product_id WHERE p.id IS NULL)
               + (SELECT count(*) FROM products p LEFT JOIN brands b ON b.id = p.brand_id WHERE b.id IS NULL)
               + (SELECT count(*) FROM shops h LEFT JOIN cities t ON t.id = h.city_id WHERE t.id IS NULL) AS n`,
    );
    expect(orphans).toBe(0);
    const [next] = await rows<{ id: number }>(
      sql`INSERT INTO brands (code, name) VALUES ('test-brand', 'Test') RETURNING id`,
    );
    expect(next.id).toBe(BRAND_SEEDS.length + 1);
    await db.execute(sql`DELETE FROM brands WHERE code = 'test-brand'`);
  });

  test('the secondary indexes dropped for the bulk load are all back', async () => {
    const declared = [products, productColors, productSizes, stock]
      .flatMap((table) => getTableConfig(table).indexes.map((index) => index.config.name))
      .sort();
    expect(declared.length).toBeGreaterThan(0);
    const present = (
      await rows<{ name: string }>(
        sql`SELECT indexname AS name FROM pg_indexes WHERE tablename IN ('products', 'product_colors', 'product_sizes', 'stock')`,
      )
    ).map((r) => r.name);
    for (const name of declared) expect(present).toContain(name);
  });

  test('the seed moves the catalogue version on exactly once', async () => {
    // The migration starts the version at 1; the seed writes nine watched tables in one go.
    expect(versionAfterSeed).toBe(2);
  });

  test('after the seed, writes to the catalogue bump the version again (triggers are back on)', async () => {
    const [before] = await rows<{ version: number }>(sql`SELECT version FROM catalog_state WHERE id = 1`);
    await db.execute(sql`UPDATE brands SET sort = sort WHERE id = 1`);
    const [after] = await rows<{ version: number }>(sql`SELECT version FROM catalog_state WHERE id = 1`);
    expect(Number(after.version)).toBe(Number(before.version) + 1);
  });

  test('image subjects are found by colour article, unknown ones are not', async () => {
    const [color] = await rows<{ code: string; hex: string }>(
      sql`SELECT code, hex FROM product_colors ORDER BY id LIMIT 1`,
    );
    expect(await findImageSubject(db, color.code)).toMatchObject({ colorCode: color.code, hex: color.hex });
    expect(await findImageSubject(db, 'no-such-colour')).toBeNull();
  });

  test('wiping and seeding again rebuilds the same catalogue', async () => {
    const before = await dump(db);
    await wipeSeededData(db);
    expect(await count(sql`SELECT count(*) AS n FROM products`)).toBe(0);
    await seedDatabase(db, { products: PRODUCTS, now: SEED_DAY });
    expect(await dump(db)).toEqual(before);
  }, 120_000);
});
