// Every size system on the product page (docs/product.md#sizes-and-my-size): a shoe's RU sizes in EU, US (men's and
// women's), UK and cm, the same as the shop's size tables (GET /api/size-tables/, the data of
// /support/size-table); shown on hover and under a chosen size, and in the product's own table.
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { call } from './basket.kit';
import { shownText } from './cart-pages.kit';

const baseUrl = inject('baseUrl');

interface Table {
  kind: string;
  gender: string;
  columns: string[];
  rows: string[][];
}
let tables: Table[];

beforeAll(async () => {
  tables = (await call(baseUrl, 'GET', '/api/size-tables/')).body.tables as Table[];
});

/** The shoe table row of a RU size for a gender, as the size-table page has it. */
function tableRow(gender: string, ru: string): string[] | undefined {
  return tables.find((t) => t.kind === 'shoes' && t.gender === gender)?.rows.find((r) => r[0] === ru);
}

async function firstProduct(path: string) {
  const catalog = await call(baseUrl, 'POST', '/api/catalog/', { body: { path, page: 1 } });
  const code = catalog.body.catalogBody.products[0].code as string;
  return (await call(baseUrl, 'GET', `/api/products/${code}/`)).body.product;
}

describe('size systems of a shoe', () => {
  test('a man’s sneaker: EU, UK and cm from the men’s table, US M and US W from both tables', async () => {
    const product = await firstProduct('/catalog/man/obuv/krossovki/');
    expect(product.gender.code).toMatch(/^(man|unisex)$/);
    for (const size of product.sizes as { ru: string; conversions: { system: string; value: string }[] }[]) {
      const men = tableRow('man', size.ru)!;
      const women = tableRow('woman', size.ru);
      expect(men, size.ru).toBeDefined();
      const expected = [
        { system: 'EU', value: men[1] },
        { system: 'US M', value: men[2] },
        ...(women ? [{ system: 'US W', value: women[2] }] : []),
        { system: 'UK', value: men[3] },
        { system: 'см', value: men[4] },
      ];
      expect(size.conversions, size.ru).toEqual(expected);
    }
  });

  test('the page shows each size’s systems and the product’s own table, without script', async () => {
    const product = await firstProduct('/catalog/woman/obuv/');
    const html = await (await fetch(`${baseUrl}/product/${product.code}`)).text();
    const text = shownText(html);
    expect(text).toContain('Размеры этой модели в EU, US, UK и см');
    const [size] = product.sizes as { ru: string }[];
    const own = tableRow('woman', size.ru)!;
    expect(text).toContain(`EU ${own[1]}`);
    expect(text).toContain(`${own[4]} см`);
    const table = /<table\b[\s\S]*?<\/table>/.exec(html)?.[0] ?? '';
    const head = [...table.matchAll(/<th scope="col"[^>]*>([^<]*)<\/th>/g)].map((m) => m[1]);
    expect(head[0]).toBe('RU');
    expect(head).toEqual(expect.arrayContaining(['EU', 'UK', 'см']));
    const bodyRows = [...table.matchAll(/<tr\b[^>]*><th scope="row"[^>]*>([^<]*)<\/th>/g)].map((m) => m[1]);
    expect(bodyRows).toEqual((product.sizes as { ru: string }[]).map((s) => s.ru));
  });

  test('clothing has no shoe systems', async () => {
    const product = await firstProduct('/catalog/man/odezhda/');
    expect((product.sizes as { conversions?: unknown }[]).every((s) => s.conversions === undefined)).toBe(
      true,
    );
    const html = await (await fetch(`${baseUrl}/product/${product.code}`)).text();
    expect(shownText(html)).not.toContain('Размеры этой модели в EU, US, UK и см');
  });
});
