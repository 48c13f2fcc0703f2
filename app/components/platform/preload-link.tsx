import { Link, type LinkProps } from '@remix-run/react';
import { forwardRef, useRef } from 'react';
import { clientManifest } from './client-manifest';
import {
  type ConnectionInfo,
  createPreloader,
  type Preloader,
  preloadAllowed,
  routeChunks,
} from './route-preloader';

/** A pointer resting this long on a link is an intent to follow it (as Remix's own "intent"). */
const HOVER_INTENT_MS = 100;

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

/**
 * A Remix `<Link>` whose page is preloaded on intent (hover, focus, touch) through the shop's
 * route preloader: at most 5 chunk loads at a time, none on a slow or data-saving connection.
 * Use it where a link would have had `prefetch="intent"`.
 */
export const PreloadLink = forwardRef<HTMLAnchorElement, Omit<LinkProps, 'prefetch'>>(function PreloadLink(
  { to, onMouseEnter, onMouseLeave, onFocus, onTouchStart, ...props },
  ref,
) {
  const timer = useRef<number>();
  const href = typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}`;
  return (
    <Link
      ref={ref}
      to={to}
      prefetch="none"
      // Route discovery is off (docs/decisions/route-discovery.md): the data-discover="true"
      // Remix would write on each of a page's dozens of cards tells the browser nothing.
      discover="none"
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => preloadPage(href), HOVER_INTENT_MS);
      }}
      onMouseLeave={(event) => {
        onMouseLeave?.(event);
        window.clearTimeout(timer.current);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        preloadPage(href);
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        preloadPage(href);
      }}
      {...props}
    />
  );
});
