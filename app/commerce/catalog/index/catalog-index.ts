/**
 * The in-memory catalogue index: one slot per colour article in typed arrays (brand, gender,
 * type, flags, price …), the sizes in stock as bit masks (in total and per shop), the
 * sort orders precomputed, and every section's articles listed. Facets, paging and search
 * read only this, so a catalogue request costs a pass over typed arrays instead of a dozen
 * aggregate queries. Built from plain rows by build-index.ts.
 * Why memory and not a denormalised table: docs/decisions/0009-catalog-index.md.
 */
import type { Dictionary } from './dictionaries';
import type { IndexBannerRow, IndexSectionRow, IndexSynonymRow } from './rows';

export interface ShopEntry {
  id: number;
  name: string;
  cityId: number;
  cityName: string;
}

export interface SectionEntry extends IndexSectionRow {
  /** Colour slots listed on the section (in stock somewhere), ascending. */
  members: Int32Array;
}

/**
 * For each option of each facet, the in-stock slots that have it, ascending: a filtered
 * request walks these instead of the whole section (see facets.ts).
 */
export interface Postings {
  brand: Int32Array[];
  color: Int32Array[];
  gender: Int32Array[];
  group: Int32Array[];
  type: Int32Array[];
  season: Int32Array[];
  /** Per size slot: slots with that size in stock somewhere. */
  size: Int32Array[];
  /** Per shop slot: slots with a size in stock in that shop. */
  store: Int32Array[];
  /** Per switch flag bit (FLAG.waterproof …): slots with the flag. */
  flag: Map<number, Int32Array>;
  /** In-stock slots by price, cheapest first, and their prices (for range lookups). */
  byPrice: Int32Array;
  byPricePrice: Int32Array;
}

export interface SortOrders {
  popular: Int32Array;
  new: Int32Array;
  priceAsc: Int32Array;
  priceDesc: Int32Array;
  discount: Int32Array;
}

/**
 * Slots per stock chunk. A stock patch copies each chunk it touches (about 100 kB of a chunk
 * of 1,024 slots); the whole stock at 100,000 products is 17 MB, and copying that at every
 * order made garbage that set off a full collection of the heap every one to three orders.
 */
export const STOCK_CHUNK_BITS = 10;
export const STOCK_CHUNK_SLOTS = 1 << STOCK_CHUNK_BITS;
/** A slot's place within its chunk: slot & STOCK_CHUNK_LOCAL. */
export const STOCK_CHUNK_LOCAL = STOCK_CHUNK_SLOTS - 1;

/** The stock of STOCK_CHUNK_SLOTS consecutive slots (fewer in the last chunk). */
export interface StockChunk {
  /** Sizes in stock in any shop: maskWords words per slot. */
  total: Uint32Array;
  /** Local slot → first entry in shopOf/shopMask; entries of local slot i are [start[i], start[i+1]). */
  start: Int32Array;
  /** Entry → shop slot, ascending within a slot. */
  shopOf: Uint16Array;
  /** Entry → sizes in stock in that shop (maskWords words per entry). */
  shopMask: Uint32Array;
}

export interface CatalogIndex {
  version: string;
  /** Number of colour slots. */
  size: number;
  // Per colour slot ------------------------------------------------------------------
  colorId: Int32Array;
  code: string[];
  /** Slot → product slot (name, description text live per product). */
  product: Int32Array;
  brand: Uint16Array;
  gender: Uint8Array;
  group: Uint8Array;
  type: Uint8Array;
  season: Uint8Array;
  color: Uint8Array;
  flags: Uint8Array;
  price: Int32Array;
  /** 0 when there is none. */
  oldPrice: Int32Array;
  discount: Int16Array;
  bonus: Int32Array;
  /** Words of the size mask per slot. */
  maskWords: number;
  /**
   * The sizes in stock, in total and per shop, in chunks of STOCK_CHUNK_SLOTS slots (slot s
   * is entry s & STOCK_CHUNK_LOCAL of chunk s >>> STOCK_CHUNK_BITS): a stock patch copies the
   * chunks it changes, not the whole stock (stock-masks.ts).
   */
  stock: StockChunk[];
  // Per product slot -----------------------------------------------------------------
  productName: string[];
  productCode: string[];
  /** The model's article ('NIK-11811'), '' when it has none. */
  productArticle: string[];
  /**
   * Per slot: hash of the first picture 1С sent for the colour, else for its product ('' for
   * none: the card shows the drawing).
   */
  picture: string[];
  // Dictionaries ---------------------------------------------------------------------
  brands: Dictionary;
  /** Brand slot → the other spellings it is searched by (brands.search_aliases). */
  brandAliases: string[][];
  /** Curated product words shoppers search by (search_synonyms). */
  synonyms: IndexSynonymRow[];
  genders: Dictionary;
  groups: Dictionary;
  types: Dictionary;
  /** Type slot → group slot. */
  typeGroup: Uint8Array;
  colors: Dictionary & { hex: string[] };
  seasons: Dictionary;
  /** Sizes, in display order (smallest first): size slot = bit number. */
  sizes: Dictionary;
  /** The active shops shoppers see (the stores filter); warehouses are not among them. */
  shops: ShopEntry[];
  shopById: Map<number, number>;
  /**
   * Ids of the active warehouses: their stock counts in the sizes in stock in total (online
   * sale) but has no per-shop entry, so they never show in the stores filter.
   */
  warehouses: ReadonlySet<number>;
  slotByColorId: Map<number, number>;
  slotByCode: Map<string, number>;
  orders: SortOrders;
  postings: Postings;
  sections: Map<string, SectionEntry>;
  /** Slot → its most specific gendered page (index into homePaths), -1 when none. */
  home: Int16Array;
  homePaths: string[];
  /** Active catalogue banners, in display order. */
  banners: IndexBannerRow[];
  /** The root section's members: every colour in stock. */
  all: Int32Array;
}
