import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../db/client.server';
import * as schema from '../db/schema';
import { withSeedTransaction } from './bulk-load.server';
import { createSeedProgress, formatDuration } from './seed-progress';

describe('the PGlite bulk loader (COPY from a Blob)', () => {
  let client: PGlite;
  let db: Db;

  beforeAll(async () => {
    client = await PGlite.create();
    db = drizzle({ client, schema }) as unknown as Db;
    await db.execute(
      sql`CREATE TABLE awkward (id int PRIMARY KEY, label text, extra jsonb, flag boolean, at timestamptz)`,
    );
  }, 60_000); // starting the WASM database takes seconds on a busy machine

  afterAll(async () => {
    await client.close();
  });

  test('writes text with tabs, line breaks and backslashes, NULLs, JSON and dates exactly', async () => {
    const rows = [
      {
        id: 1,
        label: 'tab\there, new\nline, back\\slash, CR\r',
        extra: { a: 'x\ty', b: [1, 2] },
        flag: true,
        at: '2025-09-01T09:00:00.000Z',
      },
      { id: 2, label: null, extra: null, flag: false, at: '2024-07-08T05:00:00.000Z' },
      { id: 3, label: '\\N is not null', extra: { quote: '"' }, flag: false, at: '2025-01-01T00:00:00.000Z' },
    ];
    const loaded = await withSeedTransaction(db, async (tx, loader) => {
      await loader.append('awkward', ['id', 'label', 'extra', 'flag', 'at'], rows);
      return loader.engine;
    });
    expect(loaded).toBe('pglite');
    const result = (await db.execute(
      sql`SELECT id, label, extra, flag, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at
          FROM awkward ORDER BY id`,
    )) as unknown as { rows: unknown[] };
    expect(result.rows).toEqual(rows);
  });

  test('a failing seed leaves nothing behind (one transaction)', async () => {
    await expect(
      withSeedTransaction(db, async (tx, loader) => {
        await loader.append('awkward', ['id', 'label'], [{ id: 10, label: 'kept?' }]);
        await loader.append('awkward', ['id', 'label'], [{ id: 10, label: 'duplicate key' }]);
      }),
    ).rejects.toThrow();
    const result = (await db.execute(
      sql`SELECT count(*)::int AS n FROM awkward WHERE id = 10`,
    )) as unknown as {
      rows: { n: number }[];
    };
    expect(result.rows[0].n).toBe(0);
  });
});

describe('seed progress', () => {
  test('reports rows per table, percent and time left at most once per interval', () => {
    let clock = 0;
    const lines: string[] = [];
    const progress = createSeedProgress({ total: 4000, write: (l) => lines.push(l), now: () => clock });
    clock = 500;
    progress.add('products', 1000);
    progress.add('stock', 22000);
    progress.products(1000);
    expect(lines).toEqual([]); // half a second in: too soon
    clock = 1000;
    progress.add('products', 1000);
    progress.add('stock', 23000);
    progress.products(2000);
    expect(lines).toEqual(['50% (products 2,000, stock 45,000) after 1 s, about 1 s left']);
    clock = 61_000;
    progress.products(3000);
    expect(lines[1]).toBe('75% (products 2,000, stock 45,000) after 1 min 01 s, about 20 s left');
    clock = 61_100;
    progress.products(4000); // the last round is always reported
    expect(lines[2]).toBe('100% (products 2,000, stock 45,000) after 1 min 01 s');
  });

  test('durations read as seconds, then minutes and seconds', () => {
    expect(formatDuration(400)).toBe('0 s');
    expect(formatDuration(59_400)).toBe('59 s');
    expect(formatDuration(125_000)).toBe('2 min 05 s');
  });
});
