// The home page's product rows (docs/product.md#page-weight): the page arrives with the first six cards of each row,
// and /resources/home-rails answers every row whole for the page to add the rest when the
// shopper reaches for a row. Expectations come from the commerce API (GET /api/home/).
import { describe, expect, inject, test } from 'vitest';
import { HomeResponseSchema } from '~/commerce/contract/home';

const baseUrl = inject('baseUrl');

async function apiRows() {
  const home = HomeResponseSchema.parse(await (await fetch(`${baseUrl}/api/home/`)).json());
  return home.blocks.flatMap((b) =>
    b.kind === 'products' ? [{ list: b.list, title: b.title, urls: b.products.map((p) => p.url) }] : [],
  );
}

/** Product links inside the home page's section labelled by the heading `title`. */
function rowLinks(html: string, title: string): string[] {
  const section = [...html.matchAll(/<section aria-labelledby="([^"]+)"[\s\S]*?<\/section>/g)].find((m) =>
    new RegExp(`<h2 id="${m[1]}"[^>]*>${title}</h2>`).test(m[0]),
  );
  if (!section) return [];
  return [...new Set([...section[0].matchAll(/href="(\/product\/[^"]+)"/g)].map((m) => m[1]))];
}

describe('home product rows', () => {
  test('the page carries the first six cards of each row, in the API’s order', async () => {
    const rows = await apiRows();
    expect(rows.length).toBeGreaterThan(0);
    const html = await (await fetch(`${baseUrl}/`)).text();
    for (const row of rows) {
      expect(row.urls.length).toBeGreaterThan(6);
      expect(rowLinks(html, row.title), row.title).toEqual(row.urls.slice(0, 6));
    }
  });

  test('the rows whole come from /resources/home-rails', async () => {
    const rows = await apiRows();
    const response = await fetch(`${baseUrl}/resources/home-rails`);
    expect(response.status).toBe(200);
    // A card sends its address only when it is not /product/{code} (shown-card.ts).
    const body = (await response.json()) as { rails: Record<string, { url?: string; code: string }[]> };
    for (const row of rows)
      expect(
        body.rails[row.list].map((c) => c.url ?? `/product/${c.code}`),
        row.list,
      ).toEqual(row.urls);
  });
});
