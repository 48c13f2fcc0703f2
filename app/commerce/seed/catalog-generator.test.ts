import { describe, expect, test } from 'vitest';
import { parseProductImagePath, productImageSet } from '../catalog/images/image-set';
import { SECTIONS } from '../catalog/taxonomy/category-tree';
import { COLORS } from '../catalog/taxonomy/colors';
import type { ProductGender } from '../catalog/taxonomy/genders';
import { sectionMatches } from '../catalog/taxonomy/section-lookups';
import { sizeScale } from '../catalog/taxonomy/sizes';
import { brandRows } from './catalog-assortment';
import { createCatalogGenerator, type ProductBundle } from './catalog-generator';

const SHOPS = Array.from({ length: 24 }, (_, i) => i + 1);

function generate(count: number, seed?: string): ProductBundle[] {
  const generator = createCatalogGenerator({ shopIds: SHOPS, seed });
  const cursor = { nextColorId: 1, nextSizeId: 1 };
  return Array.from({ length: count }, (_, i) => generator.product(i, cursor));
}

const catalogue = generate(2400);
const colors = catalogue.flatMap((b) => b.colors);
const products = catalogue.map((b) => b.product);

describe('catalogue generator', () => {
  test('is deterministic, and a smaller catalogue is the start of a bigger one', () => {
    expect(generate(300)).toEqual(catalogue.slice(0, 300));
    expect(generate(50, 'another-seed')).not.toEqual(catalogue.slice(0, 50));
  });

  test('ids are consecutive and codes unique and usable in image URLs', () => {
    expect(products.map((p) => p.id)).toEqual(products.map((_, i) => i + 1));
    expect(colors.map((c) => c.id)).toEqual(colors.map((_, i) => i + 1));
    const sizes = catalogue.flatMap((b) => b.sizes);
    expect(sizes.map((s) => s.id)).toEqual(sizes.map((_, i) => i + 1));
    expect(new Set(products.map((p) => p.code)).size).toBe(products.length);
    expect(new Set(colors.map((c) => c.code)).size).toBe(colors.length);
    for (const c of colors) {
      const url = productImageSet(String(c.code)).desktop.src.replace('/images/', '');
      expect(parseProductImagePath(url)?.colorCode).toBe(c.code);
    }
    expect(products[0].code).toMatch(/^[a-z0-9-]+-10001$/);
  });

  test('every product has one to three palette colours and sizes from its scale', () => {
    const palette = new Map(COLORS.map((c) => [c.code, c]));
    const problems: string[] = [];
    for (const bundle of catalogue) {
      const { code, type_code, gender } = bundle.product;
      if (bundle.colors.length < 1 || bundle.colors.length > 3)
        problems.push(`${code}: ${bundle.colors.length} colours`);
      const scale = new Set(sizeScale(String(type_code), gender as ProductGender));
      for (const color of bundle.colors) {
        const known = palette.get(String(color.color_code));
        if (known?.name !== color.color_name || known?.hex !== color.hex)
          problems.push(`${color.code}: not in the palette`);
        if (color.code !== `${code}-${color.color_code}`)
          problems.push(`${color.code}: code does not extend ${code}`);
      }
      for (const size of bundle.sizes)
        if (!scale.has(String(size.size_ru))) problems.push(`${code}: size ${size.size_ru}`);
    }
    expect(problems).toEqual([]);
  });

  test('prices are whole roubles ending in 90 or 99, discounts agree with old prices, bonus is 5%', () => {
    const problems = colors.filter((c) => {
      const price = Number(c.price);
      const old = c.old_price === null ? null : Number(c.old_price);
      const wellFormed = Number.isInteger(price) && (price % 100 === 90 || price % 100 === 99);
      const bonusRight = c.bonus === Math.floor(price * 0.05);
      const discountRight =
        old === null
          ? c.discount === 0
          : old > price && Number(c.discount) > 0 && c.discount === Math.round(((old - price) / old) * 100);
      return !(wellFormed && bonusRight && discountRight);
    });
    expect(problems).toEqual([]);
    const onSale = colors.filter((c) => c.old_price !== null).length / colors.length;
    expect(onSale).toBeGreaterThan(0.18);
    expect(onSale).toBeLessThan(0.32);
  });

  test('every filter of the spec has values to filter by', () => {
    expect(new Set(products.map((p) => p.season))).toEqual(new Set([1, 2, 3]));
    expect(new Set(products.map((p) => p.gender))).toEqual(new Set(['man', 'woman', 'unisex', 'kids']));
    for (const flag of ['waterproof', 'bestseller', 'collab', 'recycled'] as const) {
      expect(new Set(products.map((p) => p[flag])), flag).toEqual(new Set([true, false]));
    }
    expect(new Set(colors.map((c) => c.color_code))).toEqual(new Set(COLORS.map((c) => c.code)));
    const stockedShops = new Set(catalogue.flatMap((b) => b.stock.map((s) => s.shop_id)));
    expect(stockedShops).toEqual(new Set(SHOPS));
    expect(colors.some((c) => c.is_new)).toBe(true);
  });

  test('some sizes are sold out everywhere, most are in stock somewhere', () => {
    const sizes = catalogue.flatMap((b) => b.sizes);
    const stocked = new Set(catalogue.flatMap((b) => b.stock.map((s) => s.size_id)));
    const soldOut = sizes.filter((s) => !stocked.has(s.id)).length / sizes.length;
    expect(soldOut).toBeGreaterThan(0.05);
    expect(soldOut).toBeLessThan(0.25);
  });

  test('a few hundred products already fill every section and list 40+ brands', () => {
    const small = generate(300);
    for (const section of SECTIONS) {
      const listed = small.some((b) =>
        b.colors.some((c) =>
          sectionMatches(section, {
            gender: b.product.gender as ProductGender,
            groupCode: String(b.product.group_code),
            typeCode: String(b.product.type_code),
            isNew: Boolean(c.is_new),
            onSale: c.old_price !== null,
          }),
        ),
      );
      expect(listed, `section '${section.path}'`).toBe(true);
    }
    const brandIds = new Set(small.map((b) => b.product.brand_id));
    expect(brandIds.size).toBe(brandRows().length);
    expect(brandIds.size).toBeGreaterThanOrEqual(40);
    expect(brandRows().filter((b) => /[А-Яа-яЁё]/.test(b.name)).length).toBeGreaterThanOrEqual(2);
  });

  test('descriptions and attributes are Russian text', () => {
    for (const p of products.slice(0, 200)) {
      expect(String(p.description)).toMatch(/^.+ — [а-яё ]+ .+\.$/);
      const attributes = p.attributes as Record<string, string>;
      expect(attributes.article).toMatch(/^[A-Z0-9]{2,3}-\d{5,}$/);
      expect(attributes.material).toMatch(/[а-яё]/i);
      expect(attributes.country).toMatch(/^[А-ЯЁ]/);
    }
  });
});
