/** The plain rows the catalogue index is built from (what the loader reads from the database). */

export interface IndexColorRow {
  id: number;
  code: string;
  colorCode: string;
  colorName: string;
  hex: string;
  price: number;
  oldPrice: number | null;
  discount: number;
  bonus: number;
  isNew: boolean;
  popularity: number;
  sort: number;
  /** Creation time in epoch milliseconds. */
  created: number;
  productId: number;
  productCode: string;
  /** The model's article as the product page prints it ('NIK-11811'); '' when it has none. */
  article?: string;
  /** Hash of the colour's first picture from 1С, else its product's; '' or absent for none. */
  picture?: string;
  name: string;
  brandId: number;
  gender: string;
  groupCode: string;
  typeCode: string;
  season: number;
  waterproof: boolean;
  bestseller: boolean;
  collab: boolean;
  recycled: boolean;
  /** Some size has a price of its own other than the colour's (the lowest): «от N ₽». */
  priceFrom?: boolean;
}

/**
 * Where one colour is in stock: pairs (shopIds[k], sizes[k]) of a shop holding a size with
 * quantity > 0. Parallel arrays rather than objects: a big catalogue has millions of pairs.
 */
export interface IndexStockRow {
  colorId: number;
  shopIds: number[];
  sizes: string[];
}

export interface IndexBrandRow {
  id: number;
  code: string;
  name: string;
  /** Other spellings shoppers search the brand by ('найк'); none when absent. */
  searchAliases?: string[];
}

/** A curated search word and the articles it names (search_synonyms). */
export interface IndexSynonymRow {
  /** Product type code; null: any type. */
  typeCode: string | null;
  /** What shoppers type, lower case: 'худи', 'куртка утепленная'. */
  term: string;
  /** Name words the term stands for; empty: every article of the type. */
  nameWords: string[];
}

export interface IndexShopRow {
  id: number;
  name: string;
  cityId: number;
  cityName: string;
  /** 'shop' (listed, the stores filter) or 'warehouse' (online stock only); absent: a shop. */
  kind?: string;
}

export interface IndexSectionRow {
  path: string;
  parentPath: string | null;
  name: string;
  h1: string;
  seoText: string;
  gender: string | null;
  groupCode: string | null;
  typeCode: string | null;
  flag: string | null;
  sort: number;
}

/** An active catalogue banner (catalog_1x1, catalog_2x1), in display order. */
export interface IndexBannerRow {
  type: string;
  headText: string;
  desktopUrl: string;
  mobileUrl: string;
  payload: Record<string, unknown>;
}

export interface CatalogRows {
  colors: IndexColorRow[];
  stock: IndexStockRow[];
  brands: IndexBrandRow[];
  shops: IndexShopRow[];
  sections: IndexSectionRow[];
  banners: IndexBannerRow[];
  /** Units sold per colour in the last 30 days (the popular order); absent: none. */
  sales?: { colorId: number; sold: number }[];
  /** Absent in rows built by hand (tests): no synonyms. */
  synonyms?: IndexSynonymRow[];
}
