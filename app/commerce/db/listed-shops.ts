/**
 * Which stock locations shoppers see as shops. 1С's warehouses tied to no shop become
 * locations of kind 'warehouse' (online stock only): their stock sells online (basket, courier
 * and pickup-point orders, the catalogue's in-stock state, the feed), but they are never listed,
 * offered for pickup or counted as shops. Every shopper-facing list of shops filters with this.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import { shops } from './schema';

export const SHOP_KIND = 'shop';

/** An active location shoppers may see and pick up from. */
export function listedShop(): SQL {
  return and(eq(shops.active, true), eq(shops.kind, SHOP_KIND))!;
}

/** The same rule for a row already read. */
export function isListedShop(shop: { active: boolean; kind: string }): boolean {
  return shop.active && shop.kind === SHOP_KIND;
}
