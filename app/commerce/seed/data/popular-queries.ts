/**
 * What the demo shop's shoppers searched for most in the last month (search_query_days), so
 * the overlay's 'Популярные запросы' is not empty on a fresh install: text, searches.
 */
export const POPULAR_QUERIES: readonly (readonly [string, number])[] = [
  ['кроссовки', 412],
  ['найк', 268],
  ['new balance 574', 173],
  ['худи', 151],
  ['кеды', 122],
  ['адидас самба', 97],
  ['пуховик', 84],
  ['air force', 77],
  ['сланцы', 52],
  ['рюкзак', 41],
];
