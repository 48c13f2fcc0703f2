// The chosen filters as the page holds them between the shopper's click and the next answer:
// read from the API's filter list, changed by checkboxes, the price fields and chip removal
// (docs/product.md#catalogue: removing a chip unchecks the item; unchecking a depth-2 category option checks
// its depth-1 option again), and turned back into chips.
import type { CatalogFilter } from '~/commerce/contract/catalog';
import {
  SWITCH_CODES,
  type CatalogFilterValue,
  type ListCode,
  type SwitchCode,
} from '~/commerce/contract/catalog-filters';
import { formatRub } from '~/utils/money';

type ListFilter = Extract<CatalogFilter, { items: unknown[] }>;
type CategoryOption = { value: string; depth_level?: 1 | 2; parent?: string | null };

const isSwitch = (code: string): code is SwitchCode => (SWITCH_CODES as readonly string[]).includes(code);

/** Every option of a list-like filter (shops of every city together). */
export function optionsOf(filter: CatalogFilter): { value: string; title: string; checked: boolean }[] {
  if (filter.type === 'store') return filter.cities.flatMap((city) => city.items);
  if ('items' in filter) return filter.items;
  return [];
}

/** The filters the API reports as chosen, in the request's shape. */
export function chosenFilter(filters: CatalogFilter[]): CatalogFilterValue {
  const chosen: CatalogFilterValue = {};
  for (const filter of filters) {
    if (filter.type === 'range') {
      if (filter.code !== 'price') continue;
      const from = filter.from > filter.min ? filter.from : undefined;
      const to = filter.to < filter.max ? filter.to : undefined;
      if (from !== undefined || to !== undefined) chosen.price = { from, to };
    } else if (filter.type === 'switch') {
      if (filter.item.checked && isSwitch(filter.code)) chosen[filter.code] = true;
    } else if (filter.type !== 'hidden') {
      const values = optionsOf(filter)
        .filter((o) => o.checked)
        .map((o) => o.value);
      if (values.length > 0) chosen[filter.code as ListCode] = values;
    }
  }
  return chosen;
}

function withList(filter: CatalogFilterValue, code: ListCode, values: string[]): CatalogFilterValue {
  const next = { ...filter };
  if (values.length > 0) next[code] = values;
  else delete next[code];
  return next;
}

/**
 * Checks or unchecks one option. Categories follow docs/product.md#catalogue: a depth-2 type narrows its depth-1
 * group, so checking a type drops its group and checking a group drops its types; unchecking
 * the group's last checked type checks the group again.
 */
export function toggleOption(
  filter: CatalogFilterValue,
  code: ListCode,
  value: string,
  checked: boolean,
  categoryOptions: readonly CategoryOption[] = [],
): CatalogFilterValue {
  const current = filter[code] ?? [];
  let values = checked ? [...current.filter((v) => v !== value), value] : current.filter((v) => v !== value);
  if (code === 'category') {
    const option = categoryOptions.find((o) => o.value === value);
    if (option?.depth_level === 2 && option.parent) {
      const parent = option.parent;
      const siblings = categoryOptions.filter((o) => o.parent === parent).map((o) => o.value);
      if (checked) values = values.filter((v) => v !== parent);
      else if (!values.some((v) => siblings.includes(v))) values = [...values, parent];
    } else if (option?.depth_level === 1 && checked) {
      const children = categoryOptions.filter((o) => o.parent === value).map((o) => o.value);
      values = values.filter((v) => !children.includes(v));
    }
  }
  return withList(filter, code, values);
}

/** Turns a switch filter on or off. */
export function toggleSwitch(filter: CatalogFilterValue, code: SwitchCode, on: boolean): CatalogFilterValue {
  const next = { ...filter };
  if (on) next[code] = true;
  else delete next[code];
  return next;
}

/**
 * Sets the price range; an end at (or beyond) the available bound is no limit at all, so the
 * URL stays clean and the chip stays away until the range is really narrowed (docs/product.md#validation).
 */
export function withPrice(
  filter: CatalogFilterValue,
  price: { from?: number; to?: number },
  bounds: { min: number; max: number },
): CatalogFilterValue {
  // A reversed range is left as typed (the shopper may be halfway through a number);
  // reading the URL puts the ends in order.
  let { from, to } = price;
  if (from !== undefined && from <= bounds.min) from = undefined;
  if (to !== undefined && to >= bounds.max) to = undefined;
  const next = { ...filter };
  if (from === undefined && to === undefined) delete next.price;
  else next.price = { from, to };
  return next;
}

/** An active-filter chip (docs/product.md#entities: code, label, value). */
export type FilterChip = {
  key: string;
  code: string;
  /** The filter's name: 'Бренд'. */
  label: string;
  /** What is chosen: 'adidas', 'от 5 000 ₽ до 12 000 ₽'. */
  value: string;
  /** The filter without this chip. */
  without: CatalogFilterValue;
};

/** The price chip's text (docs/product.md#validation: 'от X до Y'). */
export function priceChipText(from: number, to: number): string {
  return `от ${formatRub(from)} до ${formatRub(to)}`;
}

/** Chips of the chosen filters, in the panel's order, titles from the API's options. */
export function chipsOf(filters: CatalogFilter[], chosen: CatalogFilterValue): FilterChip[] {
  const chips: FilterChip[] = [];
  for (const filter of filters) {
    if (filter.type === 'hidden') continue;
    if (filter.type === 'range') {
      const price = chosen.price;
      if (filter.code !== 'price' || !price) continue;
      const from = price.from ?? filter.min;
      const to = price.to ?? filter.max;
      // docs/product.md#validation: the chip appears only when from/to differ from min/max.
      if (from === filter.min && to === filter.max) continue;
      chips.push({
        key: 'price',
        code: 'price',
        label: filter.name,
        value: priceChipText(from, to),
        without: withPrice(chosen, {}, filter),
      });
    } else if (filter.type === 'switch') {
      if (!isSwitch(filter.code) || !chosen[filter.code]) continue;
      chips.push({
        key: filter.code,
        code: filter.code,
        label: filter.name,
        value: filter.item.title,
        without: toggleSwitch(chosen, filter.code, false),
      });
    } else {
      const code = filter.code as ListCode;
      const options = optionsOf(filter);
      const categoryOptions = filter.type === 'list' ? (filter.items as CategoryOption[]) : [];
      for (const value of chosen[code] ?? []) {
        const option = options.find((o) => o.value === value);
        if (!option) continue;
        chips.push({
          key: `${code}:${value}`,
          code,
          label: filter.name,
          value: option.title,
          without: toggleOption(chosen, code, value, false, categoryOptions),
        });
      }
    }
  }
  return chips;
}

/** True for list-like filters (what the panel draws as options). */
export function isListFilter(filter: CatalogFilter): filter is ListFilter {
  return 'items' in filter;
}
