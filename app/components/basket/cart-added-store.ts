import { useSyncExternalStore } from 'react';
import type { CartAddedItem } from './cart-added-item';

// The browser's one cart-added modal: any add-to-cart form opens it, the modal mounted in the
// root reads it. A module store rather than a context so the root needs one line, not a
// provider around the app. Only event handlers write it, never a render, so the server's copy
// stays empty (the server shows the modal from flash state instead).

let current: CartAddedItem | null = null;
const listeners = new Set<() => void>();

function emit(next: CartAddedItem | null): void {
  current = next;
  for (const listener of listeners) listener();
}

/** Opens the cart-added modal with this line. */
export function openCartAdded(item: CartAddedItem): void {
  emit(item);
}

/** Closes the cart-added modal. */
export function closeCartAdded(): void {
  if (current) emit(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The line the modal shows now, or null. */
export function useCartAdded(): CartAddedItem | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
