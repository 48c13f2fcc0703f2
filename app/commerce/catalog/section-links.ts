/** Links around a catalogue page: tags to its children, gender variants, breadcrumbs. */
import type { CatalogResponse } from '../contract/catalog';
import type { Breadcrumb } from '../contract/product';
import type { SectionEntry } from './index/catalog-index';
import { GENDERS, SECTION_GENDERS } from './taxonomy/genders';
import { sectionUrl } from './taxonomy/section-lookups';

type Sections = ReadonlyMap<string, SectionEntry>;

export const HOME_CRUMB: Breadcrumb = { name: 'Главная', url: '/' };

/** The children of a section that list something, in menu order, with their counts. */
export function sectionTags(sections: Sections, path: string): CatalogResponse['catalogBody']['tags'] {
  return [...sections.values()]
    .filter((s) => s.parentPath === path && s.members.length > 0)
    .sort((a, b) => a.sort - b.sort)
    .map((s) => ({ name: s.name, url: sectionUrl(s.path), count: s.members.length }));
}

/**
 * The same page for men, women and kids: sections with the same group, type and flag and
 * another gender. Pages without gendered twins (sale) have none.
 */
export function genderLinks(sections: Sections, current: SectionEntry): CatalogResponse['genderLinks'] {
  const links: CatalogResponse['genderLinks'] = [];
  for (const gender of SECTION_GENDERS) {
    const twin = [...sections.values()].find(
      (s) =>
        s.gender === gender &&
        s.groupCode === current.groupCode &&
        s.typeCode === current.typeCode &&
        s.flag === current.flag &&
        s.members.length > 0,
    );
    if (!twin) continue;
    links.push({
      code: gender,
      name: GENDERS.find((g) => g.code === gender)?.name ?? gender,
      url: sectionUrl(twin.path),
      selected: twin.path === current.path,
    });
  }
  return links;
}

/** Главная → Каталог → … → the section itself. */
export function sectionBreadcrumbs(sections: Sections, path: string): Breadcrumb[] {
  const chain: Breadcrumb[] = [];
  let current = sections.get(path);
  const seen = new Set<string>();
  while (current && !seen.has(current.path)) {
    seen.add(current.path);
    chain.unshift({ name: current.name, url: sectionUrl(current.path) });
    current = current.parentPath === null ? undefined : sections.get(current.parentPath);
  }
  return [HOME_CRUMB, ...chain];
}
