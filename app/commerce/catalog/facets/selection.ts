/**
 * A catalogue request's filter map read against the index: every known code becomes a
 * lookup table over its dictionary; unknown codes and values the index has no option for
 * are dropped (spec: unknown filters are ignored, never an error).
 */
import { SWITCH_CODES, type PriceRangeInput, type SwitchCode } from '../../contract/catalog-filters';
import type { CatalogIndex } from '../index/catalog-index';
import type { Dictionary } from '../index/dictionaries';
import { FLAG } from '../index/flags';

export interface Selection {
  /** Category: chosen groups (depth 1) and types (depth 2); an article matches either. */
  category: { groups: Uint8Array; types: Uint8Array } | null;
  gender: Uint8Array | null;
  brand: Uint8Array | null;
  color: Uint8Array | null;
  season: Uint8Array | null;
  price: { from: number; to: number } | null;
  /** FLAG bits every article must have. */
  switches: number;
  /** Chosen sizes as a mask (maskWords words). */
  size: Uint32Array | null;
  /** Chosen shops by shop slot. */
  store: Uint8Array | null;
  /** The chosen values as the index spells them, per filter code (for `checked`). */
  checked: Map<string, Set<string>>;
  /** The price range as asked (either end may be open). */
  priceInput: PriceRangeInput | null;
}

export const SWITCH_FLAGS: Readonly<Record<SwitchCode, number>> = {
  waterproof: FLAG.waterproof,
  bestseller: FLAG.bestseller,
  collab: FLAG.collab,
  recycled: FLAG.recycled,
};

/** A filter value as a list of strings: 'a', 5, ['a', 5] are read; anything else is ignored. */
export function valuesOf(raw: unknown): string[] {
  const list = Array.isArray(raw) ? raw : [raw];
  return list
    .filter(
      (v): v is string | number => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)),
    )
    .map((v) => String(v).trim())
    .filter((v) => v !== '' && v.length <= 100)
    .slice(0, 500);
}

/** True for a switch that is on: true, 'Y', '1', 'true', 1 or a list holding one of them. */
export function switchIsOn(raw: unknown): boolean {
  return valuesOf(raw === true ? 'Y' : raw).some((v) => ['y', '1', 'true', 'да'].includes(v.toLowerCase()));
}

function pick(dictionary: Dictionary, raw: unknown, checked: Set<string>): Uint8Array | null {
  const table = new Uint8Array(dictionary.codes.length);
  let any = false;
  for (const value of valuesOf(raw)) {
    const slot = dictionary.byCode.get(value);
    if (slot === undefined) continue;
    table[slot] = 1;
    checked.add(value);
    any = true;
  }
  return any ? table : null;
}

/** The empty selection: every article of the section, no filter active. */
export function emptySelection(): Selection {
  return {
    category: null,
    gender: null,
    brand: null,
    color: null,
    season: null,
    price: null,
    switches: 0,
    size: null,
    store: null,
    checked: new Map(),
    priceInput: null,
  };
}

/** True when no filter is active: the answer's counts are the section's presence. */
export function isEmptySelection(s: Selection): boolean {
  return (
    !s.category &&
    !s.gender &&
    !s.brand &&
    !s.color &&
    !s.season &&
    !s.price &&
    !s.switches &&
    !s.size &&
    !s.store
  );
}

/** Reads a request's filter map (price already validated by the contract schema). */
export function readSelection(
  index: CatalogIndex,
  filter: Record<string, unknown> & { price?: PriceRangeInput },
): Selection {
  const selection = emptySelection();
  const checkedFor = (code: string) => {
    const set = new Set<string>();
    selection.checked.set(code, set);
    return set;
  };

  const categoryChecked = checkedFor('category');
  const groups = pick(index.groups, filter.category, categoryChecked);
  const types = pick(index.types, filter.category, categoryChecked);
  if (groups || types) {
    selection.category = {
      groups: groups ?? new Uint8Array(index.groups.codes.length),
      types: types ?? new Uint8Array(index.types.codes.length),
    };
  }
  selection.gender = pick(index.genders, filter.gender, checkedFor('gender'));
  selection.brand = pick(index.brands, filter.brand, checkedFor('brand'));
  selection.color = pick(index.colors, filter.color, checkedFor('color'));
  selection.season = pick(index.seasons, filter.season, checkedFor('season'));

  const sizeTable = pick(index.sizes, filter.size, checkedFor('size'));
  if (sizeTable) {
    selection.size = new Uint32Array(index.maskWords);
    sizeTable.forEach((on, bit) => {
      if (on) selection.size![bit >>> 5] |= 1 << (bit & 31);
    });
  }

  const storeChecked = checkedFor('store');
  const store = new Uint8Array(index.shops.length);
  for (const value of valuesOf(filter.store)) {
    const slot = index.shopById.get(Number(value));
    if (slot === undefined || !/^\d+$/.test(value)) continue;
    store[slot] = 1;
    storeChecked.add(String(index.shops[slot].id));
  }
  if (storeChecked.size > 0) selection.store = store;

  for (const code of SWITCH_CODES) {
    if (switchIsOn(filter[code])) {
      selection.switches |= SWITCH_FLAGS[code];
      checkedFor(code).add('Y');
    }
  }

  const price = filter.price;
  if (price && (price.from !== undefined || price.to !== undefined)) {
    selection.priceInput = price;
    selection.price = { from: price.from ?? 0, to: price.to ?? Number.MAX_SAFE_INTEGER };
  }
  return selection;
}
