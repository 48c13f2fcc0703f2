// Parts of a page that few page views use (dialogs, the search overlay, banners shown once) in
// chunks of their own, loaded the first time they render, so they weigh nothing in the
// JavaScript a page loads before it hydrates (docs/product.md#page-weight).
//
// The server's HTML does not change: the server build loads every part as it starts, and a
// part that has loaded renders in the same pass (React.lazy gets a thenable that answers at
// once), so a dialog the server draws open is in the HTML, complete, for a browser without
// JavaScript. In the browser a part the server drew hydrates once its chunk arrives; until
// then React keeps the server's markup as it is. A part first rendered in the browser (a dialog
// opened by a click) appears when its chunk arrives, a few milliseconds later.
import { lazy, memo, Suspense, useState, type ComponentType } from 'react';
import { type ConnectionInfo, preloadAllowed } from './preload-allowed';

type Loaded<P> = { default: ComponentType<P> };

export type LazyPart<P> = ComponentType<P> & {
  /** Fetches the part's chunk ahead of its first render (idempotent). */
  preload: () => Promise<unknown>;
};

/** A component whose code is fetched by `load` the first time it renders. */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: Loaded<P> | undefined;
  let loading: Promise<Loaded<P>> | undefined;
  const preload = () => (loading ??= load().then((component) => (loaded = { default: component })));
  // A thenable that calls back at once: React.lazy then renders the loaded part without suspending.
  const ready = (module: Loaded<P>) => ({ then: (resolve: (m: Loaded<P>) => void) => resolve(module) });
  // (React's types of lazy lose a generic P's props: the component is the one `load` gives.)
  const Lazy = lazy(() =>
    loaded ? (ready(loaded) as unknown as Promise<Loaded<P>>) : preload(),
  ) as unknown as ComponentType<P>;
  if (typeof document === 'undefined') void preload();

  // memo: a part the server drew waits for its chunk without hydrating; a parent's re-render
  // with the same props must not make React drop the server's markup for the empty fallback.
  const Part = memo(function Part(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  });
  return Object.assign(Part as unknown as ComponentType<P>, { preload });
}

/**
 * True from the first render where `now` is true on: a dialog whose code loads when it first
 * opens stays mounted after it closes, for its closing fade and its next opening.
 */
export function useOnceTrue(now: boolean): boolean {
  const [was, setWas] = useState(now);
  // State from the previous render (React's pattern): set during render, before any effect.
  if (now && !was) setWas(true);
  return now || was;
}

/**
 * Fetches a part's chunk once the page has loaded and the browser is idle: for parts a shopper
 * often opens soon (the cart-added modal, the search overlay), so their first showing does not
 * wait for the network. It never counts in the page's first load; like the route preloader
 * (docs/product.md#constants-and-limits), it fetches nothing on a slow or data-saving connection.
 */
export function preloadWhenIdle(part: Pick<LazyPart<never>, 'preload'>): void {
  if (typeof window === 'undefined') return;
  if (!preloadAllowed((navigator as Navigator & { connection?: ConnectionInfo }).connection)) return;
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2000));
  const start = () => whenIdle(() => void part.preload());
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
