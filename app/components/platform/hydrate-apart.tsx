import { memo, Suspense, type ReactNode } from 'react';

/**
 * A part of the page that React hydrates on its own, after the rest, in slices (docs/product.md#page-weight:
 * hydrate less). React 18 hydrates the whole page as one task, except what sits in a
 * <Suspense> boundary: it leaves that for a low-priority pass that yields to the browser every
 * few milliseconds, and hydrates a boundary at once when the shopper clicks or types in it.
 * Nothing here suspends; the boundary only splits the work. The server's HTML is the same
 * (plus two comment markers), so the page looks and works the same without JavaScript.
 *
 * memo: a boundary not yet hydrated that receives new props from an urgent update (a click
 * elsewhere re-rendering its parent) is thrown away and drawn again on the client; with the
 * same children element it is skipped instead, so pass children that do not change on every
 * render of the parent (a module constant, a memoised element, the parent's own children).
 */
export const HydrateApart = memo(function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
});
