// Facet counts and totals of POST /api/catalog/ against a brute-force reading of the seeded
// rows. The raw products, colours, sizes and stock come from a private copy of the template
// database the test server was started from (the same deterministic seed), through plain
// SQL; the expected numbers come from facets-reference.ts, which shares no code with the
// catalogue index. 50 random filter combinations over several sections, seeded random.
// The calls go to a server of this file's own, started on another pristine copy: the shared
// server's stock changes as other files place orders, and only in-stock sizes count.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  REFERENCE_SWITCHES,
  referenceCount,
  referencePriceBounds,
  referenceTotal,
  type ReferenceArticle,
  type ReferenceFilter,
} from '~/commerce/catalog/facets/facets-reference';
import type { ProductGender } from '~/commerce/catalog/taxonomy/genders';
import { sectionForPath, sectionMatches } from '~/commerce/catalog/taxonomy/section-lookups';
import { CatalogResponseSchema, type CatalogFilter, type CatalogResponse } from '~/commerce/contract/catalog';
import { openDatabase } from '~/commerce/db/client.server';
import { createRandom } from '~/commerce/catalog/random';
import { type RunningServer, startServer } from '../setup/server';
import { templateDir } from '../setup/template';

let server: RunningServer | undefined;
let baseUrl = '';

interface ArticleRow {
  id: number;
  brand: string;
  gender: string;
  groupCode: string;
  typeCode: string;
  color: string;
  season: number;
  price: number;
  discount: number;
  isNew: boolean;
  waterproof: boolean;
  bestseller: boolean;
  collab: boolean;
  recycled: boolean;
}

let rows: ArticleRow[] = [];
let articles: ReferenceArticle[] = [];
let copy = '';

beforeAll(async () => {
  server = await startServer({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-facets-server-')) });
  baseUrl = server.baseUrl;
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-facets-'));
  fs.cpSync(path.join(templateDir, 'pglite'), copy, { recursive: true });
  const handle = await openDatabase({ directory: copy });
  try {
    const read = async <T>(query: ReturnType<typeof sql>) =>
      ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
    rows = await read<ArticleRow>(sql`
      SELECT pc.id, b.code AS brand, p.gender, p.group_code AS "groupCode", p.type_code AS "typeCode",
             pc.color_code AS color, p.season::int AS season, pc.price, pc.discount, pc.is_new AS "isNew",
             p.waterproof, p.bestseller, p.collab, p.recycled
      FROM product_colors pc JOIN products p ON p.id = pc.product_id JOIN brands b ON b.id = p.brand_id`);
    const stock = await read<{ colorId: number; size: string; shop: number; quantity: number }>(sql`
      SELECT ps.color_id AS "colorId", ps.size_ru AS size, st.shop_id AS shop, st.quantity
      FROM product_sizes ps JOIN stock st ON st.size_id = ps.id`);
    const byColor = new Map<number, ReferenceArticle['stock']>();
    for (const s of stock) {
      const list = byColor.get(s.colorId) ?? [];
      list.push({ size: s.size, shop: s.shop, quantity: s.quantity });
      byColor.set(s.colorId, list);
    }
    articles = rows.map((r) => ({
      id: r.id,
      brand: r.brand,
      gender: r.gender,
      group: r.groupCode,
      type: r.typeCode,
      color: r.color,
      season: String(r.season),
      price: r.price,
      flags: { waterproof: r.waterproof, bestseller: r.bestseller, collab: r.collab, recycled: r.recycled },
      stock: byColor.get(r.id) ?? [],
    }));
  } finally {
    await handle.close();
  }
}, 120_000);

afterAll(async () => {
  await server?.stop();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});

const SECTIONS = ['', 'man', 'woman/obuv', 'man/obuv/krossovki', 'kids', 'sale', 'new', 'odezhda'];

function inSection(path: string): ReferenceArticle[] {
  const section = sectionForPath(path)!;
  const byId = new Map(rows.map((r) => [r.id, r]));
  return articles.filter((a) => {
    const r = byId.get(a.id)!;
    return sectionMatches(section, {
      gender: r.gender as ProductGender,
      groupCode: r.groupCode,
      typeCode: r.typeCode,
      isNew: r.isNew,
      onSale: r.discount > 0,
    });
  });
}

function distinct<T>(values: T[]): T[] {
  return [...new Set(values)].sort();
}

/** A filter of 1 to 4 conditions drawn from values the catalogue really has. */
function randomFilter(random: ReturnType<typeof createRandom>, pool: ReferenceArticle[]): ReferenceFilter {
  const filter: ReferenceFilter = {};
  const pickSome = <T>(values: T[]) => random.sample(values, random.int(1, Math.min(3, values.length)));
  const choices: (() => void)[] = [
    () => (filter.brand = pickSome(distinct(pool.map((a) => a.brand)))),
    () => (filter.size = pickSome(distinct(pool.flatMap((a) => a.stock.map((s) => s.size))))),
    () => (filter.color = pickSome(distinct(pool.map((a) => a.color)))),
    () => (filter.season = pickSome(['1', '2', '3'])),
    () => (filter.gender = pickSome(distinct(pool.map((a) => a.gender)))),
    () => (filter.category = pickSome(distinct(pool.flatMap((a) => [a.group, a.type])))),
    () => (filter.store = pickSome(distinct(pool.flatMap((a) => a.stock.map((s) => s.shop))))),
    () => (filter.switches = pickSome([...REFERENCE_SWITCHES])),
    () => {
      const from = random.int(0, 12) * 1000;
      filter.price = random.chance(0.5) ? { from, to: from + random.int(1, 15) * 1000 } : { from };
    },
  ];
  for (const choose of random.sample(choices, random.int(1, 4))) choose();
  return filter;
}

function requestBody(path: string, filter: ReferenceFilter, page = 1) {
  const body: Record<string, unknown> = { ...filter, store: filter.store?.map(String) };
  delete body.switches;
  for (const name of filter.switches ?? []) body[name] = true;
  return { path: `/catalog/${path}${path ? '/' : ''}`, filter: body, page };
}

async function postCatalog(body: unknown): Promise<CatalogResponse> {
  const response = await fetch(`${baseUrl}/api/catalog/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return CatalogResponseSchema.parse(await response.json());
}

function itemsOf(filter: CatalogFilter): { value: string; count: number }[] {
  if (filter.type === 'store') return filter.cities.flatMap((c) => c.items);
  if (filter.type === 'switch') return [filter.item];
  if ('items' in filter) return filter.items;
  return [];
}

describe('facet counts agree with a brute-force count over the seeded rows', () => {
  test('the seeded catalogue is there and has articles without stock', () => {
    expect(articles.length).toBeGreaterThan(500);
    expect(articles.some((a) => !a.stock.some((s) => s.quantity > 0))).toBe(true);
  });

  test('50 random filter combinations: totals, every option count and the price bounds', async () => {
    const random = createRandom('catalog-facets-http');
    for (let round = 0; round < 50; round += 1) {
      const path = random.pick(SECTIONS);
      const pool = inSection(path);
      const filter = randomFilter(random, pool);
      const where = `/catalog/${path} ${JSON.stringify(filter)}`;
      const answer = await postCatalog(requestBody(path, filter));
      const total = referenceTotal(pool, filter);
      expect(answer.catalogBody.pagination.totalItems, where).toBe(total);
      expect(answer.catalogBody.products.length, where).toBe(Math.min(24, total));

      for (const facet of answer.catalogBody.filter) {
        if (facet.type === 'hidden') continue;
        if (facet.type === 'range') {
          const bounds = referencePriceBounds(pool, filter);
          if (bounds)
            expect([facet.min, facet.max], `price bounds ${where}`).toEqual([bounds.min, bounds.max]);
          continue;
        }
        const code = facet.code as Parameters<typeof referenceCount>[2];
        for (const item of itemsOf(facet)) {
          expect(item.count, `${code}=${item.value} ${where}`).toBe(
            referenceCount(pool, filter, code, facet.type === 'switch' ? 'Y' : item.value),
          );
        }
      }
    }
  }, 120_000);

  test('the products of a filtered page are exactly the matching articles', async () => {
    const random = createRandom('catalog-facets-pages');
    const filter = randomFilter(random, inSection('man'));
    const expected = inSection('man')
      .filter((a) => referenceTotal([a], filter) === 1)
      .map((a) => a.id)
      .sort((a, b) => a - b);
    const seen: number[] = [];
    const first = await postCatalog(requestBody('man', filter));
    for (let page = 1; page <= first.catalogBody.pagination.totalPages; page += 1) {
      const answer = page === 1 ? first : await postCatalog(requestBody('man', filter, page));
      seen.push(...answer.catalogBody.products.map((p) => p.id));
    }
    expect(seen.sort((a, b) => a - b)).toEqual(expected);
  }, 60_000);
});
