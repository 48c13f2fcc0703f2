import { useRootData } from '~/components/layout/use-root-data';

/** A size in the basket as root data lists it. */
export type BasketSizeLine = { productId: number; quantity: number };

/** Looks a size up in the basket the root loader read (for 'already in the basket'). */
export function useBasketLine(): (sizeId: number) => BasketSizeLine | undefined {
  const root = useRootData();
  const lines = root?.basketLines ?? [];
  return (sizeId) => lines.find((line) => line.productId === sizeId);
}
