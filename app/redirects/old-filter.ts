import {
  OLD_FILTER_KEYS,
  OLD_FLAG_TRUE_VALUES,
  OLD_GENDER_VALUES,
  OLD_SEASON_VALUES,
  type OldFilterGender,
  type OldFilterSeason,
} from './old-filter-keys';
import { decodeComponent, lookup } from './url';

/** A parsed old filter address. Lists keep the decoded values in address order, without repeats. */
export interface OldFilter {
  brand: string[];
  category: string[];
  color: string[];
  size: string[];
  stores: string[];
  gender: OldFilterGender[];
  season: OldFilterSeason[];
  waterproof: boolean;
  bestseller: boolean;
  collab: boolean;
  recycled: boolean;
  price?: { from?: number; to?: number };
  /** Keys the table does not know, kept so a developer can see them and write a rule on them. */
  unknown: { key: string; values: string[] }[];
  /** Decoded segments or values that could not be read (empty, unknown gender, bad price …). */
  ignored: string[];
}

// A filter address of the old site had a handful of segments; a long one is garbage or an attack.
const MAX_SEGMENTS = 64;
const PRICE_NUMBER = /^\d{1,9}(?:[.,]\d{1,2})?$/;

function emptyFilter(): OldFilter {
  const lists = { brand: [], category: [], color: [], size: [], stores: [], gender: [], season: [] };
  const flags = { waterproof: false, bestseller: false, collab: false, recycled: false };
  return { ...lists, ...flags, unknown: [], ignored: [] };
}

function addUnique<T>(list: T[], value: T): void {
  if (!list.includes(value)) list.push(value);
}

/** 'from-100-to-5000', 'to-5000', 'from-100' → the range, or null when it is anything else. */
function parsePriceRange(text: string): { from?: number; to?: number } | null {
  const tokens = text.split('-');
  if (tokens.length !== 2 && tokens.length !== 4) return null;
  const range: { from?: number; to?: number } = {};
  for (let i = 0; i < tokens.length; i += 2) {
    const [bound, number] = [tokens[i].toLowerCase(), tokens[i + 1]];
    if ((bound !== 'from' && bound !== 'to') || bound in range || !PRICE_NUMBER.test(number)) return null;
    range[bound] = Number(number.replace(',', '.'));
  }
  return range;
}

function addValues(filter: OldFilter, key: string, values: string[], segment: string): void {
  const rule = lookup(OLD_FILTER_KEYS, key);
  if (!rule) {
    filter.unknown.push({ key, values });
    return;
  }
  if (rule.kind === 'price') {
    filter.ignored.push(segment); // a price is a range, never 'minimum_price-is-…'
    return;
  }
  for (const value of values) {
    const lower = value.toLowerCase();
    if (rule.kind === 'list') addUnique(filter[rule.field], value);
    else if (rule.kind === 'flag' && OLD_FLAG_TRUE_VALUES.includes(lower)) filter[rule.field] = true;
    else if (rule.kind === 'gender' && lookup(OLD_GENDER_VALUES, lower)) {
      addUnique(filter.gender, OLD_GENDER_VALUES[lower]);
    } else if (rule.kind === 'season' && OLD_SEASON_VALUES.includes(value as OldFilterSeason)) {
      addUnique(filter.season, value as OldFilterSeason);
    } else filter.ignored.push(value);
  }
}

function parseSegment(filter: OldFilter, raw: string): void {
  const segment = decodeComponent(raw, { plusIsSpace: true }).trim();
  if (segment === '') return;
  const isAt = segment.indexOf('-is-');
  if (isAt > 0) {
    const key = segment.slice(0, isAt).trim().toLowerCase();
    const values = segment
      .slice(isAt + 4)
      .split('-or-')
      .map((value) => value.replace(/\s+/g, ' ').trim())
      .filter((value) => value !== '');
    if (values.length === 0) filter.ignored.push(segment);
    else addValues(filter, key, values, segment);
    return;
  }
  const range = /^([a-z0-9_]+)-((?:from|to)-.*)$/i.exec(segment);
  if (!range) {
    filter.ignored.push(segment);
    return;
  }
  const key = range[1].toLowerCase();
  const rule = lookup(OLD_FILTER_KEYS, key);
  const price = rule?.kind === 'price' ? parsePriceRange(range[2]) : null;
  if (price) filter.price = { ...filter.price, ...price };
  else if (!rule) filter.unknown.push({ key, values: [range[2]] });
  else filter.ignored.push(segment);
}

/**
 * Parses the filter part of an old catalogue address: segments such as
 * 'code_brand-is-nike-or-puma', 'minimum_price-from-1000-to-5000', raw or percent-encoded.
 * Takes the part between /filter/ and /apply/ as one string or as its segments. Never throws.
 */
export function parseOldFilter(segments: string | readonly string[]): OldFilter {
  const list = typeof segments === 'string' ? segments.split('/') : segments;
  const filter = emptyFilter();
  list.slice(0, MAX_SEGMENTS).forEach((segment) => parseSegment(filter, segment));
  if (list.length > MAX_SEGMENTS) filter.ignored.push(`… ${list.length - MAX_SEGMENTS} more segments`);
  return filter;
}
