/** Bits of CatalogIndex.flags. */
export const FLAG = {
  waterproof: 1,
  bestseller: 2,
  collab: 4,
  recycled: 8,
  isNew: 16,
  onSale: 32,
} as const;
