// Whether the connection can spare bytes for code loaded ahead (docs/product.md#constants-and-limits): asked by the route
// preloader and by lazy parts fetched when idle. A module of its own, so a page's first load
// carries this check and not the preloader.

/** What the Network Information API tells of the connection (Chromium only; absent elsewhere). */
export type ConnectionInfo = { saveData?: boolean; effectiveType?: string };

const SLOW_CONNECTIONS = new Set(['slow-2g', '2g']);

/** False on a data-saving or slow-2G/2G connection; true when the browser does not say. */
export function preloadAllowed(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return !SLOW_CONNECTIONS.has(connection.effectiveType ?? '');
}
