import type { OldFilterListField } from './old-filter-keys';

/**
 * Legacy filter addresses that do not land on their section's page (docs/product.md#legacy-addresses, irregular
 * mappings). A rule holds when the address filters `field` by these values only (any other
 * keys may be present); `values` lists the spellings of one value and is compared ignoring
 * case, spaces and punctuation. Why these rows: docs/decisions/0002-redirects-irregular.md.
 */
export interface IrregularLegacyRule {
  slug: string;
  field: OldFilterListField;
  values: readonly string[];
  to: string;
}

export const IRREGULAR_LEGACY_RULES: readonly IrregularLegacyRule[] = [
  // Men's sports trousers of New Era (a cap maker) were its caps: they go to men's hats.
  {
    slug: 'sportivnye-bryuki-muzh',
    field: 'brand',
    values: ['New Era', 'newera'],
    to: '/catalog/man/aksessuary/shapki/',
  },
  // The spec's sentence, as written: men's clothing filtered by bags goes to men's CLOTHING,
  // not to the bags page. The row equals the section's own mapping and is kept on purpose,
  // so nobody "fixes" it to /catalog/man/aksessuary/sumki/.
  {
    slug: 'muzhchiny-odegda',
    field: 'category',
    values: ['сумки', 'сумка', 'bags', 'bag', 'sumki'],
    to: '/catalog/man/odezhda/',
  },
];
