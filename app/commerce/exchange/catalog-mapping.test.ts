import { describe, expect, test } from 'vitest';
import {
  attributesOf,
  brandName,
  defaultSectionPath,
  genderOf,
  paletteColor,
  productGender,
  seasonOf,
  sizeLabel,
  type SectionForMapping,
} from './catalog-mapping';

const section = (
  path: string,
  namePath: string,
  gender: string | null,
  typeCode: string | null,
): SectionForMapping => ({
  path,
  namePath,
  name: namePath.split('/').at(-1)!,
  gender,
  groupCode: typeCode ? 'obuv' : null,
  typeCode,
});

const SECTIONS = [
  section('man/obuv', 'Мужчинам/Обувь', 'man', null),
  section('man/obuv/krossovki', 'Мужчинам/Обувь/Кроссовки', 'man', 'krossovki'),
  section('woman/obuv/krossovki', 'Женщинам/Обувь/Кроссовки', 'woman', 'krossovki'),
  section('man/obuv/kedy', 'Мужчинам/Обувь/Кеды', 'man', 'kedy'),
  section('aksessuary/noski', 'Аксессуары/Носки', null, 'noski'),
  section('man/aksessuary/noski', 'Мужчинам/Аксессуары/Носки', 'man', 'noski'),
];

describe('defaultSectionPath', () => {
  test('a group whose path spells a section path maps to it, whatever the case, ё and spaces', () => {
    expect(defaultSectionPath({ name: 'Кроссовки', path: 'Женщинам / обувь / КРОССОВКИ' }, SECTIONS)).toBe(
      'woman/obuv/krossovki',
    );
  });

  test('a group named like one product type maps to its gender-less page when there is one', () => {
    expect(defaultSectionPath({ name: 'Носки', path: 'Склад / Носки' }, SECTIONS)).toBe('aksessuary/noski');
    expect(defaultSectionPath({ name: 'Кеды', path: 'Кеды' }, SECTIONS)).toBe('man/obuv/kedy');
  });

  test('a group naming a section without a product type, or nothing, stays unmapped', () => {
    expect(defaultSectionPath({ name: 'Обувь', path: 'Мужчинам / Обувь' }, SECTIONS)).toBeNull();
    expect(defaultSectionPath({ name: 'Остатки', path: 'Остатки' }, SECTIONS)).toBeNull();
  });
});

describe('property values', () => {
  test('gender from «Пол» in 1С spellings, else the section, else unisex', () => {
    expect(genderOf({ пол: 'Мужской' })).toBe('man');
    expect(genderOf({ пол: 'женская' })).toBe('woman');
    expect(genderOf({ пол: 'Детский' })).toBe('kids');
    expect(genderOf({ пол: 'Унисекс' })).toBe('unisex');
    expect(genderOf({ пол: 'для всех' })).toBeNull();
    expect(productGender({}, 'woman')).toBe('woman');
    expect(productGender({}, null)).toBe('unisex');
  });

  test('season: winter and summer by their stems, the rest demi-season', () => {
    expect(seasonOf({ сезон: 'Зима' })).toBe(3);
    expect(seasonOf({ сезон: 'лето 2026' })).toBe(1);
    expect(seasonOf({ сезон: 'Весна-осень' })).toBe(2);
    expect(seasonOf({})).toBe(2);
  });

  test('brand from the first of its usual property names', () => {
    expect(brandName({ производитель: 'ООО Фабрика', бренд: 'Тестоход' })).toBe('Тестоход');
    expect(brandName({ 'торговая марка': 'Марка' })).toBe('Марка');
    expect(brandName({})).toBe('');
  });

  test('attributes the product page labels, from their usual property names', () => {
    expect(attributesOf({ 'материал верха': 'Кожа', 'страна производства': 'Вьетнам' }, 'A-1')).toEqual({
      article: 'A-1',
      material: 'Кожа',
      country: 'Вьетнам',
    });
  });

  test('colours: the palette by name or by the stem of the first word', () => {
    expect(paletteColor('Черный')?.code).toBe('black');
    expect(paletteColor('чёрный')?.code).toBe('black');
    expect(paletteColor('Темно-синий')?.code).toBe('navy');
    expect(paletteColor('белый/красный')?.code).toBe('white');
    expect(paletteColor('Мятный')).toBeNull();
  });

  test('sizes as the shop shows them', () => {
    expect(sizeLabel('42,5')).toBe('42.5');
    expect(sizeLabel(' xl ')).toBe('XL');
    expect(sizeLabel('')).toBe('OS');
    expect(sizeLabel('б/р')).toBe('OS');
  });
});
