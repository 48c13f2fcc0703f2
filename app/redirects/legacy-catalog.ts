import { IRREGULAR_LEGACY_RULES } from './legacy-irregular-table';
import { LEGACY_FALLBACK_TARGET, LEGACY_SECTIONS } from './legacy-section-table';
import { parseOldFilter, type OldFilter } from './old-filter';
import { withoutPageParams } from './page-param';
import { findStaticRow } from './static-redirect';
import type { Redirect, UrlInput } from './types';
import { lookup, pathSegments, toUrl, withQuery } from './url';

/** An old catalogue address taken apart: the section slugs and the raw filter segments. */
interface LegacyAddress {
  sections: string[];
  filterSegments: string[];
}

/**
 * /catalog/{slug}/filter/{segments}/apply/ (apply optional, so is the trailing slash), or a
 * bare /catalog/{old-slug}/. A bare path is only legacy when the slug is in the table: any
 * other one may be a page of the new catalogue.
 */
function readLegacyAddress(pathname: string): LegacyAddress | null {
  const segments = pathSegments(pathname).map((segment, i) => (i === 0 ? segment.toLowerCase() : segment));
  if (segments[0] !== 'catalog') return null;
  const filterAt = segments.findIndex((segment, i) => i > 0 && segment.toLowerCase() === 'filter');
  if (filterAt === -1) {
    const slug = segments.length === 2 ? segments[1].toLowerCase() : '';
    return lookup(LEGACY_SECTIONS, slug) ? { sections: [slug], filterSegments: [] } : null;
  }
  const filterSegments = segments.slice(filterAt + 1);
  if (filterSegments.at(-1)?.toLowerCase() === 'apply') filterSegments.pop();
  return { sections: segments.slice(1, filterAt).map((s) => s.toLowerCase()), filterSegments };
}

/** 'New Era', 'new-era', 'NEW_ERA' → 'newera'. */
function looseValue(value: string): string {
  return value
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

function irregularTarget(slug: string, filter: () => OldFilter): string | undefined {
  for (const rule of IRREGULAR_LEGACY_RULES) {
    if (rule.slug !== slug) continue;
    const values = filter()[rule.field];
    const wanted = rule.values.map(looseValue);
    if (values.length > 0 && values.every((value) => wanted.includes(looseValue(value)))) return rule.to;
  }
  return undefined;
}

/**
 * Deepest known slug wins (an old nested address names its section last); then a catalogue
 * row of the static table (/catalog/novye-postupleniya-/filter/…); then the whole catalogue.
 */
function legacyTarget({ sections, filterSegments }: LegacyAddress): string {
  let parsed: OldFilter | undefined;
  const filter = () => (parsed ??= parseOldFilter(filterSegments));
  for (const slug of [...sections].reverse()) {
    const target = irregularTarget(slug, filter) ?? lookup(LEGACY_SECTIONS, slug);
    if (target) return target;
  }
  const row = sections.length > 0 ? findStaticRow(`/catalog/${sections.join('/')}`) : undefined;
  return row?.to ?? LEGACY_FALLBACK_TARGET;
}

/**
 * 302 from an old catalogue address (docs/product.md#legacy-addresses, legacy address redirects) to the new unfiltered
 * category page; filters are dropped, other query parameters kept. Null when the path is not
 * an old catalogue address. Never throws.
 */
export function legacyCatalogRedirect(input: UrlInput): Redirect | null {
  const url = toUrl(input);
  const address = url && readLegacyAddress(url.pathname);
  if (!url || !address) return null;
  return { location: withQuery(legacyTarget(address), withoutPageParams(url.search).query), status: 302 };
}
