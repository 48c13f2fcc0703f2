// Popular queries (docs/product.md#search-spellings): what is counted, per day and without who searched, and what
// the list shows (the last 30 days, most frequent first).
import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { popularQueries, recordSearch } from '~/commerce/catalog/search/popular-queries.queries.server';
import { forEachEngine, queryRows } from '../setup/engines';

forEachEngine('popular queries', (ctx) => {
  test('counts each text under its words, today, and keeps nothing else', async () => {
    await recordSearch(ctx.db, 'Кеды');
    await recordSearch(ctx.db, '  кеды ');
    await recordSearch(ctx.db, 'Найк, кроссовки!');
    await recordSearch(ctx.db, 'один два три четыре пять шесть');
    const rows = await queryRows<Record<string, unknown>>(
      ctx.db,
      sql`SELECT query, searches, day = current_date AS today FROM search_query_days ORDER BY query`,
    );
    expect(rows).toEqual([
      { query: 'кеды', searches: 2, today: true },
      { query: 'найк кроссовки', searches: 1, today: true },
    ]);
    const columns = await queryRows<{ name: string }>(
      ctx.db,
      sql`SELECT column_name AS name FROM information_schema.columns
          WHERE table_name = 'search_query_days' ORDER BY column_name`,
    );
    expect(columns.map((c) => c.name)).toEqual(['day', 'query', 'searches']);
  });

  test('lists the last 30 days’ texts, most frequent first', async () => {
    await ctx.db.execute(
      sql`INSERT INTO search_query_days (query, day, searches) VALUES
          ('пуховик', current_date - 3, 5), ('сланцы', current_date - 31, 50), ('худи', current_date - 29, 3)`,
    );
    await recordSearch(ctx.db, 'худи');
    expect(await popularQueries(ctx.db, 8)).toEqual(['пуховик', 'худи', 'кеды', 'найк кроссовки']);
    expect(await popularQueries(ctx.db, 2)).toEqual(['пуховик', 'худи']);
  });
});
