// How city names compare (docs/product.md#validation: case-insensitive prefix match), shared by the API's search
// and the storefront's highlighting of the matched part. ё counts as е. Apart from ./location's
// schemas: the city modal runs it in the browser, where those schemas would bring zod along.
const FOLD_UPPER = 'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯABCDEFGHIJKLMNOPQRSTUVWXYZё';
const FOLD_LOWER = 'абвгдеежзийклмнопрстуфхцчшщъыьэюяabcdefghijklmnopqrstuvwxyzе';

/** The alphabets of the folding, for SQL translate(): every capital (and ё) to its folded form. */
export const CITY_NAME_FOLD = { from: FOLD_UPPER, to: FOLD_LOWER } as const;

/** A name folded for comparison: lower case, ё as е. One character in, one character out. */
export function foldCityName(text: string): string {
  let out = '';
  for (const char of text) {
    const at = FOLD_UPPER.indexOf(char);
    out += at === -1 ? char : FOLD_LOWER[at];
  }
  return out;
}
