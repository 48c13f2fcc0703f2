/** Which slots each catalogue page lists, and each slot's own page. */
import type { SectionDef } from '../taxonomy/category-tree';
import type { ProductGender } from '../taxonomy/genders';
import { productSectionPath, sectionMatches } from '../taxonomy/section-lookups';
import type { CatalogIndex } from './catalog-index';
import { FLAG } from './flags';
import type { IndexSectionRow } from './rows';
import { inStock } from './stock-masks';

/**
 * Lists each section's slots. A section only looks at gender, group, type, new and sale,
 * so membership is decided once per combination of those, not once per slot and section.
 */
export function fillSections(index: CatalogIndex, sections: readonly IndexSectionRow[]): void {
  const kindOf = new Int32Array(index.size);
  const kinds = new Map<number, number>();
  const samples: number[] = [];
  for (let slot = 0; slot < index.size; slot += 1) {
    const key =
      ((index.gender[slot] * 256 + index.group[slot]) * 256 + index.type[slot]) * 4 +
      (index.flags[slot] & FLAG.isNew ? 2 : 0) +
      (index.flags[slot] & FLAG.onSale ? 1 : 0);
    let kind = kinds.get(key);
    if (kind === undefined) {
      kind = samples.push(slot) - 1;
      kinds.set(key, kind);
    }
    kindOf[slot] = kind;
  }
  const stocked = new Uint8Array(index.size);
  for (let slot = 0; slot < index.size; slot += 1) stocked[slot] = inStock(index, slot) ? 1 : 0;

  for (const section of sections) {
    const def = section as unknown as SectionDef;
    const listed = samples.map((slot) =>
      sectionMatches(def, {
        gender: index.genders.codes[index.gender[slot]] as ProductGender,
        groupCode: index.groups.codes[index.group[slot]],
        typeCode: index.types.codes[index.type[slot]],
        isNew: (index.flags[slot] & FLAG.isNew) !== 0,
        onSale: (index.flags[slot] & FLAG.onSale) !== 0,
      }),
    );
    const members: number[] = [];
    for (let slot = 0; slot < index.size; slot += 1)
      if (stocked[slot] && listed[kindOf[slot]]) members.push(slot);
    index.sections.set(section.path, { ...section, members: Int32Array.from(members) });
  }
}

/** Each slot's most specific gendered page ('man/obuv/krossovki'), found once per gender and type. */
export function fillHomes(index: CatalogIndex): void {
  const byKind = new Map<number, number>();
  // Several kinds can share a page (unisex sneakers live on the men's page too): one entry per page.
  const byPath = new Map<string, number>();
  for (let slot = 0; slot < index.size; slot += 1) {
    const kind = index.gender[slot] * 256 + index.type[slot];
    let home = byKind.get(kind);
    if (home === undefined) {
      const path = productSectionPath(
        index.genders.codes[index.gender[slot]] as ProductGender,
        index.types.codes[index.type[slot]],
      );
      home = -1;
      if (path !== undefined && index.sections.has(path)) {
        home = byPath.get(path) ?? index.homePaths.push(path) - 1;
        byPath.set(path, home);
      }
      byKind.set(kind, home);
    }
    index.home[slot] = home;
  }
}
