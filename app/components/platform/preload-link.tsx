import { Link, type LinkProps } from '@remix-run/react';
import { forwardRef, useRef } from 'react';

/** A pointer resting this long on a link is an intent to follow it (as Remix's own "intent"). */
const HOVER_INTENT_MS = 100;

/** The preloader's code arrives with the first intent; later ones find it loaded. */
function preloadPage(to: string): void {
  void import('./preload-page').then((preloading) => preloading.preloadPage(to));
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
      // Route discovery is off (docs/decisions/0038-route-discovery.md): the data-discover="true"
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
