/** Russian names that agree with a gender: 'Мужские кроссовки', 'Женская обувь', 'кеды унисекс'. */
import type { ProductGender, SectionGender } from './genders';
import { typeByCode, type NameForm } from './product-types';

const ADJECTIVES: Record<SectionGender, Record<NameForm, string>> = {
  man: { feminine: 'Мужская', neuter: 'Мужское', plural: 'Мужские' },
  woman: { feminine: 'Женская', neuter: 'Женское', plural: 'Женские' },
  kids: { feminine: 'Детская', neuter: 'Детское', plural: 'Детские' },
};

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** 'Мужские кроссовки', 'Женская обувь', 'Детское нижнее белье'. */
export function genderedTitle(gender: SectionGender, name: string, form: NameForm): string {
  return `${ADJECTIVES[gender][form]} ${lowerFirst(name)}`;
}

/**
 * A product's kind as a phrase: 'мужские кроссовки', 'детское нижнее белье', 'кеды унисекс'.
 * Unknown type codes give an empty string.
 */
export function productKindPhrase(gender: ProductGender, typeCode: string): string {
  const type = typeByCode(typeCode);
  if (!type) return '';
  if (gender === 'unisex') return `${lowerFirst(type.name)} унисекс`;
  return lowerFirst(genderedTitle(gender, type.name, type.form));
}
