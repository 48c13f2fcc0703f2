/** What the seed knows of a brand, and the type and country lists several brands share. */
export interface BrandSeed {
  code: string;
  name: string;
  /** Relative share of the catalogue. */
  weight: number;
  /** Price multiplier against the type's base range. */
  tier: number;
  /** Product type codes the brand makes. */
  types: readonly string[];
  /** Makes kids' versions of its types (those the kids section has). */
  kids: boolean;
  /** Makes nothing for adults. */
  kidsOnly?: boolean;
  countries: readonly string[];
  /**
   * Model names per type code, or per 'type:gender' where men's and women's models differ
   * ('nizhnee-bele:woman'); missing types use GENERIC_MODELS.
   */
  models: Readonly<Record<string, readonly string[]>>;
  description: string;
}

export const SHOES = ['krossovki', 'kedy', 'botinki', 'slantsy'];
const APPAREL = ['futbolki', 'tolstovki', 'bryuki', 'shorty', 'kurtki', 'sportivnye-shtany'];
export const SPORT = [...SHOES, ...APPAREL, 'shapki', 'sumki', 'noski'];
export const ASIA = ['Вьетнам', 'Китай', 'Индонезия', 'Камбоджа'];
