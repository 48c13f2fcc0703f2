// GET /api/brands/: every brand with articles, A–Z with digits and Latin before Cyrillic,
// grouped by first letter, each linking to the catalogue filtered by it.
import { describe, expect, inject, test } from 'vitest';
import { BrandsResponseSchema } from '~/commerce/contract/brands';
import { CatalogResponseSchema } from '~/commerce/contract/catalog';

const baseUrl = inject('baseUrl');

describe('GET /api/brands/', () => {
  test('groups brands by letter: digits, then Latin, then Cyrillic, each A–Z', async () => {
    const response = await fetch(`${baseUrl}/api/brands/`);
    expect(response.status).toBe(200);
    const { groups, total } = BrandsResponseSchema.parse(await response.json());
    const brands = groups.flatMap((g) => g.brands);
    expect(brands).toHaveLength(total);
    expect(total).toBeGreaterThan(10);

    const script = (name: string) => (/^[0-9]/.test(name) ? 0 : /^[a-z]/i.test(name) ? 1 : 2);
    const scripts = brands.map((b) => script(b.name));
    expect(scripts).toEqual([...scripts].sort());
    expect(scripts).toContain(1);
    expect(scripts).toContain(2);
    for (let i = 1; i < brands.length; i += 1) {
      if (scripts[i] !== scripts[i - 1]) continue;
      expect(
        brands[i - 1].name.localeCompare(brands[i].name, 'ru', { sensitivity: 'base' }),
      ).toBeLessThanOrEqual(0);
    }
    for (const group of groups) {
      for (const brand of group.brands) {
        expect(brand.letter).toBe(group.letter);
        expect(
          brand.name.toLocaleUpperCase('ru').replace('Ё', 'Е').startsWith(group.letter) ||
            group.letter === '0-9',
        ).toBe(true);
      }
    }
    expect(new Set(groups.map((g) => g.letter)).size).toBe(groups.length);
  });

  test('each brand links to the catalogue filtered by it, with as many articles as it says', async () => {
    const { groups } = BrandsResponseSchema.parse(await (await fetch(`${baseUrl}/api/brands/`)).json());
    const brands = groups.flatMap((g) => g.brands);
    for (const brand of [brands[0], brands[Math.floor(brands.length / 2)], brands[brands.length - 1]]) {
      expect(brand.url).toBe(`/catalog/?brand=${brand.code}`);
      const response = await fetch(`${baseUrl}/api/catalog/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ path: '/catalog/', filter: { brand: [brand.code] } }),
      });
      const answer = CatalogResponseSchema.parse(await response.json());
      expect(answer.catalogBody.pagination.totalItems, brand.code).toBe(brand.count);
    }
  });
});
