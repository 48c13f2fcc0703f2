// What applying a staged 1С package carries from step to step (apply-package.server.ts runs
// the steps; apply-products and apply-offers write their part).
import type { DbOrTx } from '../db/client.server';
import type { SectionRow } from './catalog.queries.server';
import type { PropertyRecord } from './commerceml-records';
import type { ExchangeConfig } from './config.server';
import type { ObjectStore } from '../storage/object-store';

/** What an import did, kept with its run and written to the log. */
export interface ImportReport {
  products: number;
  offers: number;
  hiddenAbsent: number;
  /** Group paths no section is mapped to: their products stay hidden. */
  unmappedGroups: string[];
  unmappedWarehouses: string[];
  unknownColors: string[];
  offersOfUnknownProducts: number;
  offersWithoutPrice: number;
  /** Shoppers told that a size they waited for is back ('Сообщить о поступлении'). */
  backInStockNotified: number;
  /** Pictures left out of galleries ('import_files/ab/x.jpg: не картинка'), the first few. */
  brokenPictures: string[];
  brokenPictureCount: number;
  /** Where each warehouse's stock went: «Главный склад» → «Главный склад» (склад интернет-магазина). */
  warehouses: { name: string; location: string; kind: 'shop' | 'warehouse' }[];
  /** The price types the package was priced by (names), and how the retail one was chosen. */
  retailPriceType: string | null;
  oldPriceType: string | null;
  priceTypeChoice: string;
}

export interface ApplyContext {
  tx: DbOrTx;
  runId: number;
  changesOnly: boolean;
  config: ExchangeConfig;
  /** A file named relative to the package (its pictures), null when not uploaded. */
  readBeside: (name: string) => Promise<Buffer | null>;
  /** Where the gallery's source pictures are kept. */
  pictures: ObjectStore;
  report: ImportReport;
  properties: Map<string, PropertyRecord>;
  sections: Map<string, SectionRow>;
  groupSections: Map<string, string | null>;
  brands: Map<string, number>;
  retailType?: string;
  oldType?: string;
  /** Stock location by warehouse Ид (grows when an offer names a warehouse the package did not list). */
  warehouseShops: Map<string, number>;
  /** Offers of the package carrying a price of each type, by type Ид. */
  offersByPriceType: Map<string, number>;
  /** Warehouse Ид's whose quantities the package's offers carried ('' for bare <Количество>). */
  stockedWarehouses: Set<string>;
  /** Groups of this package's products that no section is mapped to. */
  unmapped: Set<string>;
  /** Colour articles whose offers in this package carried pictures (a full package clears the rest's). */
  picturedColors: Set<number>;
}
