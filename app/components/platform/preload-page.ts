// The page a link leads to, loaded ahead on the shopper's intent (docs/product.md#constants-and-limits): its route's chunks as
// module preloads, through the route preloader. Fetched itself on the first intent
// (preload-link.tsx), so a page's first load does not carry it (docs/product.md#page-weight).
import { clientManifest } from './client-manifest';
import {
  type ConnectionInfo,
  createPreloader,
  type Preloader,
  preloadAllowed,
  routeChunks,
} from './route-preloader';

/** Loads one chunk the way Remix does, as a module preload; settles when the browser has it. */
function modulePreload(url: string): Promise<void> {
  const known = [
    ...document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[href], script[src]'),
  ];
  if (known.some((el) => ('href' in el ? el.href : el.src) === new URL(url, document.baseURI).href)) {
    return Promise.resolve();
  }
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = url;
  // The CSP trusts scripts by nonce ('strict-dynamic'): the page's own nonce lets this one in.
  link.nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
  return new Promise((resolve, reject) => {
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`preload of ${url} failed`));
    document.head.append(link);
  });
}

let preloader: Preloader | undefined;

/** Preloads the code of the page at `to`, unless the connection is slow or saving data. */
export function preloadPage(to: string): void {
  const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
  const manifest = clientManifest();
  if (!manifest || !preloadAllowed(connection)) return;
  preloader ??= createPreloader(modulePreload);
  const { pathname } = new URL(to, window.location.href);
  for (const chunk of routeChunks(manifest, pathname)) preloader.request(chunk);
}
