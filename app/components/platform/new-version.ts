// New-version detection (docs/product.md#new-version): the page knows the build it runs (the client manifest's
// version) and polls the latest-build file; once they differ, the next navigation loads the
// whole document, so the shopper gets the new code instead of old chunks against a new server.

/** Where the latest build id is read (app/routes/resources.latest-build/route.ts). */
export const LATEST_BUILD_PATH = '/resources/latest-build';

/** "Every few minutes": frequent enough to matter, rare enough to cost nothing. */
export const LATEST_BUILD_POLL_MS = 5 * 60_000;

/** True when the server has a build and it is not the one this page runs. */
export function buildChanged(running: string | undefined, latest: unknown): boolean {
  return typeof running === 'string' && typeof latest === 'string' && latest !== '' && latest !== running;
}

/** The fields of a click and its link that decide whether the browser should follow it itself. */
export type LinkClick = {
  button: number;
  modified: boolean;
  defaultPrevented: boolean;
  /** The link's resolved href, target and download attribute; null when no link was clicked. */
  link: null | { href: string; target: string; download: boolean };
};

/**
 * True for a click that the client router would turn into an in-app navigation: a plain
 * left click on a same-origin link to another document address (not only another #hash).
 */
export function isInAppNavigation(click: LinkClick, current: URL): boolean {
  const { link } = click;
  if (!link || click.button !== 0 || click.modified || click.defaultPrevented) return false;
  if (link.download || (link.target !== '' && link.target !== '_self')) return false;
  let to: URL;
  try {
    to = new URL(link.href, current);
  } catch {
    return false;
  }
  if (to.origin !== current.origin) return false;
  return to.pathname !== current.pathname || to.search !== current.search;
}
