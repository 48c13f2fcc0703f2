/** The brands page (GET /api/brands/): every brand with articles in stock, grouped A–Z. */
import { catalogUrl } from '../contract/catalog-filters';
import type { BrandEntry, BrandsResponse } from '../contract/brands';
import type { CatalogSnapshot } from './index/catalog-snapshot.server';
import { sectionFacets } from './index/catalog-snapshot.server';
import { sectionUrl } from './taxonomy/section-lookups';

/** The group a brand name files under: its first letter in capitals, '0-9' for a digit. */
export function brandLetter(name: string): string {
  const first = name.trim().charAt(0).toLocaleUpperCase('ru');
  if (/[0-9]/.test(first)) return '0-9';
  return first === 'Ё' ? 'Е' : first;
}

/** Every brand with articles in stock, in the index's order (digits, Latin, Cyrillic; A–Z). */
export function listBrands(snapshot: CatalogSnapshot): BrandsResponse {
  const { index } = snapshot;
  const counts = sectionFacets(snapshot, '', index.all).presence.brand;
  const groups: BrandsResponse['groups'] = [];
  let total = 0;
  index.brands.codes.forEach((code, slot) => {
    if (counts[slot] === 0) return;
    const name = index.brands.names[slot];
    const entry: BrandEntry = {
      code,
      name,
      letter: brandLetter(name),
      count: counts[slot],
      url: catalogUrl(sectionUrl(''), { brand: [code] }),
    };
    const last = groups[groups.length - 1];
    if (last?.letter === entry.letter) last.brands.push(entry);
    else groups.push({ letter: entry.letter, brands: [entry] });
    total += 1;
  });
  return { groups, total };
}
