// City names are matched by prefix, ignoring case and the ё/е difference (spec §5: "names
// starting with the text, case-insensitive"). Case folding is done with translate() over an
// explicit alphabet rather than lower(), because lower() folds Cyrillic only when the
// database's LC_CTYPE is a UTF-8 locale, and PGlite and many PostgreSQL images use "C".

import { CITY_NAME_FOLD, foldCityName } from '../contract/location';

/** The two alphabets for SQL translate(). */
export const FOLD_FROM = CITY_NAME_FOLD.from;
export const FOLD_TO = CITY_NAME_FOLD.to;

/** Collapses inner runs of spaces and trims, so '  нижний   новгород ' finds the city. */
export function normalizeCitySearch(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** A LIKE pattern matching names that start with `text`; %, _ and \ in it match themselves. */
export function prefixPattern(text: string): string {
  return `${foldCityName(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
