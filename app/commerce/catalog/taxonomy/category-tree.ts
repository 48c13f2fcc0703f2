/**
 * Every catalogue page (section) the spec names, built from the genders, groups and product
 * types of this folder. Like the rest of taxonomy/, pure and isomorphic, so the seed, the
 * catalogue API, redirects and tests all read one source.
 *
 * A section is a saved query (gender, group, type, flag), not a parent of products, so a
 * product appears on every page whose query it matches: a man's sneaker is on /catalog/,
 * /catalog/man/, /catalog/man/obuv/, /catalog/man/obuv/krossovki/ and /catalog/obuv/.
 */
import { GENDERS, SECTION_GENDERS, type SectionGender } from './genders';
import { genderedTitle } from './gendered-names';
import { GROUPS, PRODUCT_TYPES, type GroupCode } from './product-types';

export type SectionFlag = 'sale' | 'new';

/** One catalogue page, as stored in catalog_sections. */
export interface SectionDef {
  /** Path without slashes at the ends: '' is /catalog/, 'man/obuv/krossovki'. */
  path: string;
  parentPath: string | null;
  name: string;
  h1: string;
  gender: SectionGender | null;
  groupCode: GroupCode | null;
  typeCode: string | null;
  flag: SectionFlag | null;
  sort: number;
}

const GENDER_H1: Record<SectionGender, string> = {
  man: 'Одежда и обувь для мужчин',
  woman: 'Одежда и обувь для женщин',
  kids: 'Одежда и обувь для детей',
};

function genderName(gender: SectionGender): string {
  return GENDERS.find((g) => g.code === gender)!.name;
}

function buildSections(): SectionDef[] {
  let sort = 0;
  const next = () => (sort += 10);
  const base = { gender: null, groupCode: null, typeCode: null, flag: null } as const;
  const rows: SectionDef[] = [
    { ...base, path: '', parentPath: null, name: 'Каталог', h1: 'Каталог', sort: next() },
  ];

  for (const gender of SECTION_GENDERS) {
    rows.push({
      ...base,
      path: gender,
      parentPath: '',
      name: genderName(gender),
      h1: GENDER_H1[gender],
      gender,
      sort: next(),
    });
    for (const group of GROUPS) {
      const types = PRODUCT_TYPES.filter(
        (t) => t.groupCode === group.code && t.sectionGenders.includes(gender),
      );
      if (types.length === 0) continue;
      const groupPath = `${gender}/${group.code}`;
      const h1 = genderedTitle(gender, group.name, group.form);
      rows.push({
        ...base,
        path: groupPath,
        parentPath: gender,
        name: group.name,
        h1,
        gender,
        groupCode: group.code,
        sort: next(),
      });
      for (const type of types) {
        rows.push({
          ...base,
          path: `${groupPath}/${type.code}`,
          parentPath: groupPath,
          name: type.name,
          h1: genderedTitle(gender, type.name, type.form),
          gender,
          groupCode: group.code,
          typeCode: type.code,
          sort: next(),
        });
      }
    }
  }

  // Pages without a gender that the legacy redirects point at (docs/product.md#legacy-addresses).
  for (const group of GROUPS) {
    rows.push({
      ...base,
      path: group.code,
      parentPath: '',
      name: group.name,
      h1: group.name,
      groupCode: group.code,
      sort: next(),
    });
  }
  rows.push({
    ...base,
    path: 'aksessuary/noski',
    parentPath: 'aksessuary',
    name: 'Носки',
    h1: 'Носки',
    groupCode: 'aksessuary',
    typeCode: 'noski',
    sort: next(),
  });
  rows.push({
    ...base,
    path: 'sale',
    parentPath: '',
    name: 'Распродажа',
    h1: 'Распродажа',
    flag: 'sale',
    sort: next(),
  });
  rows.push({
    ...base,
    path: 'new',
    parentPath: '',
    name: 'Новинки',
    h1: 'Новинки',
    flag: 'new',
    sort: next(),
  });
  rows.push({
    ...base,
    path: 'man/new',
    parentPath: 'man',
    name: 'Новинки',
    h1: 'Новинки для мужчин',
    gender: 'man',
    flag: 'new',
    sort: next(),
  });
  rows.push({
    ...base,
    path: 'woman/new',
    parentPath: 'woman',
    name: 'Новинки',
    h1: 'Новинки для женщин',
    gender: 'woman',
    flag: 'new',
    sort: next(),
  });
  return rows;
}

/** Every catalogue page, parents before children, in menu order. */
export const SECTIONS: readonly SectionDef[] = buildSections();
