/**
 * A slow, literal reading of the facet rules, for tests only: it works on plain article
 * objects with their stock rows, shares no code with the index or the one-pass counter,
 * and answers each question by filtering the whole list again. Tests compare the API and
 * computeFacets with it.
 *
 * Rules: an article is listed when one of its sizes has stock (quantity > 0) in a chosen
 * shop (any shop when none is chosen) and, with sizes chosen, when one of those sizes does.
 * An option's count applies every active filter except its own.
 */

export const REFERENCE_SWITCHES = ['waterproof', 'bestseller', 'collab', 'recycled'] as const;
export type ReferenceSwitch = (typeof REFERENCE_SWITCHES)[number];

export interface ReferenceArticle {
  id: number;
  brand: string;
  gender: string;
  group: string;
  type: string;
  color: string;
  season: string;
  price: number;
  flags: Record<ReferenceSwitch, boolean>;
  stock: { size: string; shop: number; quantity: number }[];
}

export interface ReferenceFilter {
  category?: string[];
  gender?: string[];
  brand?: string[];
  color?: string[];
  season?: string[];
  size?: string[];
  store?: number[];
  price?: { from?: number; to?: number };
  switches?: ReferenceSwitch[];
}

type Code =
  'category' | 'gender' | 'brand' | 'color' | 'season' | 'size' | 'store' | 'price' | ReferenceSwitch;

function listed(a: ReferenceArticle, stores: number[] | undefined, sizes: string[] | undefined): boolean {
  return a.stock.some(
    (s) =>
      s.quantity > 0 &&
      (stores === undefined || stores.includes(s.shop)) &&
      (sizes === undefined || sizes.includes(s.size)),
  );
}

function nonEmpty<T>(list: T[] | undefined): T[] | undefined {
  return list && list.length > 0 ? list : undefined;
}

/** True when the article passes every filter except `except` (stock rule included). */
export function passes(a: ReferenceArticle, f: ReferenceFilter, except?: Code): boolean {
  const category = nonEmpty(f.category);
  if (except !== 'category' && category && !category.includes(a.group) && !category.includes(a.type))
    return false;
  if (except !== 'gender' && nonEmpty(f.gender) && !f.gender!.includes(a.gender)) return false;
  if (except !== 'brand' && nonEmpty(f.brand) && !f.brand!.includes(a.brand)) return false;
  if (except !== 'color' && nonEmpty(f.color) && !f.color!.includes(a.color)) return false;
  if (except !== 'season' && nonEmpty(f.season) && !f.season!.includes(a.season)) return false;
  if (except !== 'price' && f.price) {
    if (f.price.from !== undefined && a.price < f.price.from) return false;
    if (f.price.to !== undefined && a.price > f.price.to) return false;
  }
  for (const name of f.switches ?? []) if (except !== name && !a.flags[name]) return false;
  return listed(
    a,
    except === 'store' ? undefined : nonEmpty(f.store),
    except === 'size' ? undefined : nonEmpty(f.size),
  );
}

/** Articles passing every filter. */
export function referenceTotal(articles: ReferenceArticle[], f: ReferenceFilter): number {
  return articles.filter((a) => passes(a, f)).length;
}

/** What choosing `value` of filter `code` alone (the other filters kept) would show. */
export function referenceCount(
  articles: ReferenceArticle[],
  f: ReferenceFilter,
  code: Code,
  value: string,
): number {
  return articles.filter((a) => {
    if (!passes(a, f, code)) return false;
    switch (code) {
      case 'category':
        return a.group === value || a.type === value;
      case 'size':
        return listed(a, nonEmpty(f.store), [value]);
      case 'store':
        return listed(a, [Number(value)], nonEmpty(f.size));
      case 'price':
        return true;
      case 'waterproof':
      case 'bestseller':
      case 'collab':
      case 'recycled':
        return a.flags[code];
      default:
        return a[code] === value;
    }
  }).length;
}

/** Cheapest and dearest price among the articles every filter but price leaves. */
export function referencePriceBounds(articles: ReferenceArticle[], f: ReferenceFilter) {
  const prices = articles.filter((a) => passes(a, f, 'price')).map((a) => a.price);
  return prices.length === 0
    ? null
    : { min: prices.reduce((m, p) => Math.min(m, p)), max: prices.reduce((m, p) => Math.max(m, p)) };
}
