/** Finding catalogue pages: by path or URL, breadcrumbs and children, a product's own page and listings. */
import { SECTIONS, type SectionDef } from './category-tree';
import { productGendersFor, type ProductGender, type SectionGender } from './genders';
import { typeByCode } from './product-types';

const sectionsByPath = new Map(SECTIONS.map((s) => [s.path, s]));

/** Normalises '/catalog/man/obuv/' , 'man/obuv/' and 'man/obuv' to 'man/obuv'. */
export function normalizeSectionPath(path: string): string {
  return path
    .trim()
    .replace(/^\/+/, '')
    .replace(/^catalog(\/|$)/, '')
    .replace(/\/+$/, '');
}

/** The catalogue page for a path ('man/obuv', '/catalog/man/obuv/', '' for the root), or undefined. */
export function sectionForPath(path: string): SectionDef | undefined {
  return sectionsByPath.get(normalizeSectionPath(path));
}

/** The storefront URL of a section: '/catalog/man/obuv/'. */
export function sectionUrl(path: string): string {
  return path === '' ? '/catalog/' : `/catalog/${path}/`;
}

/** The chain of sections from /catalog/ down to this one (for breadcrumbs); empty if unknown. */
export function sectionAncestry(path: string): SectionDef[] {
  const chain: SectionDef[] = [];
  let current = sectionForPath(path);
  while (current) {
    chain.unshift(current);
    current = current.parentPath === null ? undefined : sectionsByPath.get(current.parentPath);
  }
  return chain;
}

/** The direct children of a section, in menu order. */
export function sectionChildren(path: string): SectionDef[] {
  const key = normalizeSectionPath(path);
  return SECTIONS.filter((s) => s.parentPath === key);
}

/** The most specific gendered page of a product: 'man/obuv/krossovki' (unisex goes to man). */
export function productSectionPath(gender: ProductGender, typeCode: string): string | undefined {
  const type = typeByCode(typeCode);
  if (!type) return undefined;
  const sectionGender: SectionGender = gender === 'unisex' ? 'man' : gender;
  const path = `${sectionGender}/${type.groupCode}/${type.code}`;
  return sectionsByPath.has(path) ? path : `${sectionGender}/${type.groupCode}`;
}

/** True when a product with these properties is listed on the section. */
export function sectionMatches(
  section: SectionDef,
  product: { gender: ProductGender; groupCode: string; typeCode: string; isNew: boolean; onSale: boolean },
): boolean {
  if (section.gender && !productGendersFor(section.gender).includes(product.gender)) return false;
  if (section.groupCode && section.groupCode !== product.groupCode) return false;
  if (section.typeCode && section.typeCode !== product.typeCode) return false;
  if (section.flag === 'new' && !product.isNew) return false;
  if (section.flag === 'sale' && !product.onSale) return false;
  return true;
}
