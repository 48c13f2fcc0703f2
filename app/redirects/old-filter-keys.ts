/**
 * The keys of the old site's filter addresses (docs/product.md#legacy-addresses, old filter format) and what each one
 * becomes in a parsed OldFilter. A new key is a new row here and, if it needs a new kind of
 * value, a field in OldFilter.
 */

export type OldFilterGender = 'man' | 'woman' | 'unisex' | 'kids';
export type OldFilterSeason = '1' | '2' | '3';
export type OldFilterListField = 'brand' | 'category' | 'color' | 'size' | 'stores';
export type OldFilterFlagField = 'waterproof' | 'bestseller' | 'collab' | 'recycled';

export type OldFilterKey =
  | { kind: 'list'; field: OldFilterListField }
  | { kind: 'flag'; field: OldFilterFlagField }
  | { kind: 'gender' }
  | { kind: 'season' }
  | { kind: 'price' };

export const OLD_FILTER_KEYS: Readonly<Record<string, OldFilterKey>> = {
  code_brand: { kind: 'list', field: 'brand' },
  kategoriya: { kind: 'list', field: 'category' },
  color_name: { kind: 'list', field: 'color' },
  size: { kind: 'list', field: 'size' },
  stores: { kind: 'list', field: 'stores' },
  gender: { kind: 'gender' },
  sezonnost_stroka: { kind: 'season' },
  vodonepronitsaemost: { kind: 'flag', field: 'waterproof' },
  bestseller: { kind: 'flag', field: 'bestseller' },
  collab: { kind: 'flag', field: 'collab' },
  recycled: { kind: 'flag', field: 'recycled' },
  minimum_price: { kind: 'price' },
};

/** Values of the old gender key, lower case. */
export const OLD_GENDER_VALUES: Readonly<Record<string, OldFilterGender>> = {
  мужчинам: 'man',
  женщинам: 'woman',
  унисекс: 'unisex',
  детям: 'kids',
};

export const OLD_SEASON_VALUES: readonly OldFilterSeason[] = ['1', '2', '3'];

/** Values that switch a yes/no key on; the old site wrote 'да', the rest are harmless variants. */
export const OLD_FLAG_TRUE_VALUES: readonly string[] = ['да', 'y', 'yes', 'true', '1'];
