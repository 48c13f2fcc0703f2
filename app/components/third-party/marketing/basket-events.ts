// The browser's "something was added to the basket" signal: the add-to-cart form and the
// styling widget announce a successful add, the marketing layer (abandoned-cart timer) listens.
// A module emitter, like cart-added-store.ts, so neither side needs a provider around the app.

type Listener = () => void;
const listeners = new Set<Listener>();

/** Tells the listeners an add to the basket succeeded. */
export function announceCartAdd(): void {
  for (const listener of listeners) listener();
}

/** Listens for successful adds; returns the unsubscribe. */
export function onCartAdd(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
