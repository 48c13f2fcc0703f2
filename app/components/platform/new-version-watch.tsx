import { useNavigation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { fetchLatestBuild } from '~/services/latest-build';
import { clientManifest } from './client-manifest';
import { buildChanged, isInAppNavigation, LATEST_BUILD_POLL_MS, type LinkClick } from './new-version';

function linkClickOf(event: MouseEvent): LinkClick {
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  return {
    button: event.button,
    modified: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
    defaultPrevented: event.defaultPrevented,
    link:
      anchor instanceof HTMLAnchorElement
        ? { href: anchor.href, target: anchor.target, download: anchor.hasAttribute('download') }
        : null,
  };
}

/**
 * docs/product.md#new-version new-version detection, mounted once in root.tsx; renders nothing. Polls the
 * latest-build file every few minutes and when the tab comes back into view. Once a new build
 * is out, a link click is left to the browser (a full document load), and any other client
 * navigation (back, forward, a search form, navigate()) is turned into one.
 */
export function NewVersionWatch() {
  const stale = useRef(false);
  const navigation = useNavigation();

  useEffect(() => {
    const running = clientManifest()?.version;
    let checking = false;
    const check = async () => {
      if (stale.current || checking) return;
      checking = true;
      stale.current = buildChanged(running, await fetchLatestBuild());
      checking = false;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void check();
    };
    // Capture on window runs before React's listener on the document: stopping the click
    // there keeps the router out, and the browser follows the link as without JavaScript.
    const onClick = (event: MouseEvent) => {
      if (stale.current && isInAppNavigation(linkClickOf(event), new URL(window.location.href))) {
        event.stopPropagation();
      }
    };
    const timer = window.setInterval(() => void check(), LATEST_BUILD_POLL_MS);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('click', onClick, true);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('click', onClick, true);
    };
  }, []);

  useEffect(() => {
    const { location, formMethod } = navigation;
    // Posts finish where they are (their redirect is the next navigation); reads reload.
    if (!stale.current || navigation.state !== 'loading' || !location) return;
    if (formMethod && formMethod.toUpperCase() !== 'GET') return;
    window.location.assign(`${location.pathname}${location.search}${location.hash}`);
  }, [navigation]);

  return null;
}
