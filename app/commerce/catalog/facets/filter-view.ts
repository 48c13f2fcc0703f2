/**
 * The `filter` list of a catalogue answer (docs/product.md#entities filter types) from the facet counts.
 * Options that the page's articles never have are left out; options that other filters
 * have emptied stay listed with count 0 and `disabled`, so the panel does not jump.
 */
import type { CatalogFilter, FilterItem } from '../../contract/catalog';
import { HIDDEN_CODES, SWITCH_CODES, type SwitchCode } from '../../contract/catalog-filters';
import type { CatalogIndex } from '../index/catalog-index';
import { NO_COLOR } from '../taxonomy/colors';
import type { Dictionary } from '../index/dictionaries';
import type { FacetCounts } from './counting-passes';
import type { Selection } from './selection';

const SWITCH_NAMES: Readonly<Record<SwitchCode, string>> = {
  waterproof: 'Водонепроницаемые',
  bestseller: 'Хит продаж',
  collab: 'Коллаборация',
  recycled: 'Из переработанных материалов',
};

/** Filters that start open in the panel; any filter with a choice is open too. */
const OPEN_BY_DEFAULT = new Set(['category', 'brand', 'size', 'price']);
/** Filters the panel never folds. */
const ALWAYS_OPEN = new Set(['category', 'price']);

export interface FilterViewInput {
  index: CatalogIndex;
  /** Counts with the shopper's filters. */
  counts: FacetCounts;
  /** Counts with no filter: which options the page has at all. */
  presence: FacetCounts;
  selection: Selection;
  /** True when the section fixes the product type (a category filter would have one option). */
  sectionFixesType: boolean;
  /** The shopper's city (User-Location-Id): its shops come first. */
  cityId: number;
  sectionPath: string;
  q?: string;
}

function frame(code: string, name: string, checked: boolean) {
  return {
    code,
    name,
    expanded: checked || OPEN_BY_DEFAULT.has(code),
    additionalInfo: { alwaysOpen: ALWAYS_OPEN.has(code) },
  };
}

function item(value: string, title: string, count: number, checked: boolean): FilterItem {
  return { value, title, checked, count, disabled: count === 0 && !checked };
}

/** Items of a dictionary-backed facet, in dictionary order, present or checked only. */
function dictionaryItems(
  dictionary: Dictionary,
  counts: Int32Array,
  presence: Int32Array,
  checked: Set<string> | undefined,
): FilterItem[] {
  const items: FilterItem[] = [];
  dictionary.codes.forEach((code, slot) => {
    const isChecked = checked?.has(code) ?? false;
    if (presence[slot] === 0 && !isChecked) return;
    items.push(item(code, dictionary.names[slot], counts[slot], isChecked));
  });
  return items;
}

function categoryFilter(input: FilterViewInput): CatalogFilter | null {
  const { index, counts, presence, selection } = input;
  const checked = selection.checked.get('category');
  const presentTypes = presence.type.filter((n) => n > 0).length;
  if (input.sectionFixesType || presentTypes < 2) return null;
  const items: (FilterItem & { depth_level: 1 | 2; parent: string | null })[] = [];
  index.groups.codes.forEach((groupCode, group) => {
    if (presence.group[group] === 0 && !checked?.has(groupCode)) return;
    items.push({
      ...item(groupCode, index.groups.names[group], counts.group[group], checked?.has(groupCode) ?? false),
      depth_level: 1,
      parent: null,
    });
    index.types.codes.forEach((typeCode, type) => {
      if (index.typeGroup[type] !== group) return;
      if (presence.type[type] === 0 && !checked?.has(typeCode)) return;
      items.push({
        ...item(typeCode, index.types.names[type], counts.type[type], checked?.has(typeCode) ?? false),
        depth_level: 2,
        parent: groupCode,
      });
    });
  });
  return { ...frame('category', 'Категория', (checked?.size ?? 0) > 0), type: 'list', items };
}

function listFilter(
  input: FilterViewInput,
  code: 'gender' | 'brand' | 'season',
  name: string,
  type: 'list' | 'checkbox',
  minimumOptions: number,
): CatalogFilter | null {
  const dictionary = { gender: input.index.genders, brand: input.index.brands, season: input.index.seasons }[
    code
  ];
  const checked = input.selection.checked.get(code);
  const items = dictionaryItems(dictionary, input.counts[code], input.presence[code], checked);
  if (items.length < minimumOptions) return null;
  return { ...frame(code, name, (checked?.size ?? 0) > 0), type, items } as CatalogFilter;
}

function colorFilter(input: FilterViewInput): CatalogFilter | null {
  const { index } = input;
  const checked = input.selection.checked.get('color');
  // Articles 1С gave no colour (color_code '') have their own slot, which is no colour to offer.
  const items = dictionaryItems(index.colors, input.counts.color, input.presence.color, checked)
    .filter((i) => i.value !== NO_COLOR)
    .map((i) => ({ ...i, hex: index.colors.hex[index.colors.byCode.get(i.value)!] }));
  if (items.length === 0) return null;
  return { ...frame('color', 'Цвет', (checked?.size ?? 0) > 0), type: 'colors', items };
}

function sizeFilter(input: FilterViewInput): CatalogFilter | null {
  const checked = input.selection.checked.get('size');
  const items = dictionaryItems(input.index.sizes, input.counts.size, input.presence.size, checked);
  if (items.length === 0) return null;
  return { ...frame('size', 'Размер', (checked?.size ?? 0) > 0), type: 'bubbles', items };
}

function priceFilter(input: FilterViewInput): CatalogFilter | null {
  const { counts, presence, selection } = input;
  if (presence.total === 0) return null;
  const finite = counts.priceMin <= counts.priceMax;
  const min = finite ? counts.priceMin : presence.priceMin;
  const max = finite ? counts.priceMax : presence.priceMax;
  return {
    ...frame('price', 'Цена', selection.priceInput !== null),
    type: 'range',
    min,
    max,
    from: selection.priceInput?.from ?? min,
    to: selection.priceInput?.to ?? max,
  };
}

function switchFilters(input: FilterViewInput): CatalogFilter[] {
  return SWITCH_CODES.flatMap((code, k): CatalogFilter[] => {
    const checked = input.selection.checked.get(code)?.has('Y') ?? false;
    if (input.presence.switches[k] === 0 && !checked) return [];
    const name = SWITCH_NAMES[code];
    return [
      {
        ...frame(code, name, checked),
        type: 'switch',
        item: item('Y', name, input.counts.switches[k], checked),
      },
    ];
  });
}

function storeFilter(input: FilterViewInput): CatalogFilter | null {
  const { index, counts, presence, cityId } = input;
  const checked = input.selection.checked.get('store');
  const cities = new Map<number, { cityId: number; name: string; items: FilterItem[] }>();
  index.shops.forEach((shop, slot) => {
    const value = String(shop.id);
    const isChecked = checked?.has(value) ?? false;
    if (presence.store[slot] === 0 && !isChecked) return;
    let city = cities.get(shop.cityId);
    if (!city) cities.set(shop.cityId, (city = { cityId: shop.cityId, name: shop.cityName, items: [] }));
    city.items.push(item(value, shop.name, counts.store[slot], isChecked));
  });
  if (cities.size === 0) return null;
  const ordered = [...cities.values()].sort(
    (a, b) => Number(b.cityId === cityId) - Number(a.cityId === cityId) || a.name.localeCompare(b.name, 'ru'),
  );
  return {
    ...frame('store', 'Наличие в магазинах', (checked?.size ?? 0) > 0),
    type: 'store',
    cities: ordered,
  };
}

function hiddenFilters(input: FilterViewInput): CatalogFilter[] {
  const hidden: CatalogFilter[] = [
    { ...frame(HIDDEN_CODES.section, 'Раздел', false), type: 'hidden', values: [input.sectionPath] },
  ];
  if (input.q)
    hidden.push({ ...frame(HIDDEN_CODES.q, 'Поисковый запрос', false), type: 'hidden', values: [input.q] });
  return hidden;
}

/** Every filter of the page in panel order, hidden ones last. */
export function buildFilterView(input: FilterViewInput): CatalogFilter[] {
  return [
    categoryFilter(input),
    listFilter(input, 'gender', 'Пол', 'list', 2),
    listFilter(input, 'brand', 'Бренд', 'list', 1),
    sizeFilter(input),
    priceFilter(input),
    colorFilter(input),
    listFilter(input, 'season', 'Сезон', 'checkbox', 1),
    ...switchFilters(input),
    storeFilter(input),
    ...hiddenFilters(input),
  ].filter((f): f is CatalogFilter => f !== null);
}
