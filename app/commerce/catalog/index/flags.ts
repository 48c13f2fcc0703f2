/** Bits of CatalogIndex.flags. */
export const FLAG = {
  waterproof: 1,
  bestseller: 2,
  collab: 4,
  recycled: 8,
  isNew: 16,
  onSale: 32,
  /** The colour's sizes are priced apart: its card reads «от N ₽» (docs/decisions/0070-size-prices.md). */
  priceFrom: 64,
} as const;
