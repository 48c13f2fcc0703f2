// City names are matched by prefix, ignoring case and the ё/е difference (docs/product.md#validation: "names
// starting with the text, case-insensitive"). Case folding is done with translate() over an
// explicit alphabet rather than lower(), because lower() folds Cyrillic only when the
// database's LC_CTYPE is a UTF-8 locale, and PGlite and many PostgreSQL images use "C".

import { CITY_NAME_FOLD, foldCityName } from '../contract/location';

/** The two alphabets for SQL translate(). */
export const FOLD_FROM = CITY_NAME_FOLD.from;
export const FOLD_TO = CITY_NAME_FOLD.to;

/**
 * Collapses inner runs of spaces and trims, so '  нижний   новгород ' finds the city. Control
 * characters count as spaces: no name holds one, and PostgreSQL refuses a NUL in text outright.
 */
export function normalizeCitySearch(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\s\u0000-\u001f\u007f]+/g, ' ').trim();
}

/** A LIKE pattern matching names that start with `text`; %, _ and \ in it match themselves. */
export function prefixPattern(text: string): string {
  return `${foldCityName(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
