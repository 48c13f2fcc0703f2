import { describe, expect, test } from 'vitest';
import { SECTIONS } from './category-tree';
import { articleLine, COLORS } from './colors';
import { productKindPhrase } from './gendered-names';
import { productGendersFor } from './genders';
import { PRODUCT_TYPES, typeByCode } from './product-types';
import {
  productSectionPath,
  sectionAncestry,
  sectionChildren,
  sectionForPath,
  sectionUrl,
} from './section-lookups';
import { sizeScale } from './sizes';

// The category pages docs/product.md#legacy-addresses (legacy redirects) names, written out independently.
const SPEC_TYPES = {
  obuv: ['krossovki', 'kedy', 'botinki', 'slantsy'],
  odezhda: ['futbolki', 'tolstovki', 'bryuki', 'shorty', 'kurtki', 'sportivnye-shtany'],
  aksessuary: ['shapki', 'sumki', 'noski', 'nizhnee-bele'],
};
const SPEC_PAGES = [
  '',
  'man',
  'woman',
  'kids',
  ...['man', 'woman'].flatMap((g) =>
    Object.entries(SPEC_TYPES).flatMap(([group, types]) => [
      `${g}/${group}`,
      ...types.map((t) => `${g}/${group}/${t}`),
    ]),
  ),
  'kids/obuv',
  'kids/obuv/krossovki',
  'obuv',
  'odezhda',
  'aksessuary/noski',
  'sale',
  'new',
  'man/new',
  'woman/new',
];

describe('taxonomy', () => {
  test('has every category page the spec names, each once', () => {
    const paths = SECTIONS.map((s) => s.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of SPEC_PAGES) expect(paths, page).toContain(page);
  });

  test('every section but the root has an existing parent listed before it', () => {
    SECTIONS.forEach((section, index) => {
      if (section.path === '') return expect(section.parentPath).toBeNull();
      const parentIndex = SECTIONS.findIndex((s) => s.path === section.parentPath);
      expect(parentIndex, section.path).toBeGreaterThanOrEqual(0);
      expect(parentIndex).toBeLessThan(index);
    });
  });

  test('names and headings are Russian and agree with gender and number', () => {
    expect(sectionForPath('man/obuv/krossovki')).toMatchObject({
      name: 'Кроссовки',
      h1: 'Мужские кроссовки',
    });
    expect(sectionForPath('woman/obuv')).toMatchObject({ name: 'Обувь', h1: 'Женская обувь' });
    expect(sectionForPath('man/aksessuary/nizhnee-bele')?.h1).toBe('Мужское нижнее белье');
    expect(sectionForPath('kids')?.name).toBe('Детям');
    for (const s of SECTIONS) expect(s.h1, s.path).toMatch(/^[А-ЯЁ][а-яё -]+$/);
  });

  test('section lookups accept storefront URLs and build breadcrumbs', () => {
    expect(sectionForPath('/catalog/man/obuv/')?.path).toBe('man/obuv');
    expect(sectionForPath('/catalog/')?.path).toBe('');
    expect(sectionForPath('man/unknown')).toBeUndefined();
    expect(sectionAncestry('/catalog/kids/obuv/krossovki/').map((s) => s.name)).toEqual([
      'Каталог',
      'Детям',
      'Обувь',
      'Кроссовки',
    ]);
    expect(sectionChildren('aksessuary').map((s) => s.path)).toEqual(['aksessuary/noski']);
    expect(sectionUrl('man/new')).toBe('/catalog/man/new/');
    expect(sectionUrl('')).toBe('/catalog/');
  });

  test('unisex products belong to men and women, kids only to kids', () => {
    expect(productGendersFor('man')).toEqual(['man', 'unisex']);
    expect(productGendersFor('woman')).toEqual(['woman', 'unisex']);
    expect(productGendersFor('kids')).toEqual(['kids']);
    expect(productGendersFor(null)).toHaveLength(4);
    expect(productSectionPath('unisex', 'kedy')).toBe('man/obuv/kedy');
    expect(productSectionPath('kids', 'kurtki')).toBe('kids/odezhda/kurtki');
    expect(productKindPhrase('unisex', 'kedy')).toBe('кеды унисекс');
    expect(productKindPhrase('kids', 'krossovki')).toBe('детские кроссовки');
  });

  test('size scales: RU shoe sizes of the size chart, letter sizes for clothes, one size for bags', () => {
    // Nike's men's chart has no EU 39.5, 41.5, 43.5 or 46.5, so no RU 38.5, 40.5, 42.5 or 45.5.
    const menRu = '38 39 39.5 40 41 41.5 42 43 43.5 44 44.5 45 46';
    expect(sizeScale('krossovki', 'man')).toEqual(menRu.split(' '));
    expect(sizeScale('krossovki', 'woman')).toContain('37.5');
    expect(sizeScale('futbolki', 'unisex')).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
    expect(sizeScale('sumki', 'man')).toEqual(['OS']);
    expect(sizeScale('noski', 'unisex')).toEqual(['35-38', '39-42', '43-46']);
    expect(sizeScale('nope', 'man')).toEqual([]);
    for (const type of PRODUCT_TYPES) {
      for (const gender of ['man', 'woman', 'unisex', 'kids'] as const) {
        expect(sizeScale(type.code, gender).length, `${type.code}/${gender}`).toBeGreaterThan(0);
      }
    }
  });

  test('types and colours are unique and complete', () => {
    expect(PRODUCT_TYPES).toHaveLength(14);
    expect(typeByCode('sportivnye-shtany')?.name).toBe('Спортивные штаны');
    expect(new Set(COLORS.map((c) => c.code)).size).toBe(COLORS.length);
    for (const c of COLORS) expect(c.hex).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe('articleLine', () => {
  test('names the colour between name and size, and leaves out a colour 1С did not send', () => {
    expect(articleLine('Nike Air Max 90', 'белый', 'размер 42')).toBe('Nike Air Max 90, белый, размер 42');
    expect(articleLine('Ботинки женские', '', 'р. 38')).toBe('Ботинки женские, р. 38');
  });
});
