import { useCallback, useState, type SyntheticEvent } from 'react';
import { useOnceTrue } from '~/components/platform/lazy-part';
import type { SearchOverlayProps } from './search-overlay';

// What opens the search overlay, apart from the overlay: the header holds this on every page,
// while the overlay's code (./search-overlay) is fetched when it first opens.

function isSearchPath(href: string): boolean {
  return new URL(href, 'http://x.invalid').pathname.replace(/\/$/, '') === '/search';
}

/**
 * Opens the overlay from the header (docs/product.md#overlays-and-other-screens) when JavaScript runs: a click on the header's
 * search field or on its search link, or typing in the field. Without JavaScript these stay a
 * GET form and a link to /search/. Spread `triggers` on the header element.
 */
export function useSearchOverlay() {
  const [state, setState] = useState<{ open: boolean; text: string }>({ open: false, text: '' });
  const openWith = (text: string) => setState({ open: true, text });
  const close = useCallback(() => setState((s) => ({ ...s, open: false })), []);

  // Events from the overlay itself bubble through React's tree too: only the header's own DOM counts.
  const own = (event: SyntheticEvent) => event.currentTarget.contains(event.target as Node);
  const triggers = {
    onClickCapture(event: React.MouseEvent<HTMLElement>) {
      if (!own(event)) return;
      const target = event.target as Element;
      const field = target.closest('input[type="search"]');
      if (field instanceof HTMLInputElement) {
        openWith(field.value);
        return;
      }
      const link = target.closest('a[href]');
      if (link instanceof HTMLAnchorElement && isSearchPath(link.href)) {
        event.preventDefault();
        openWith('');
      }
    },
    onInputCapture(event: React.FormEvent<HTMLElement>) {
      if (!own(event)) return;
      if (event.target instanceof HTMLInputElement && event.target.type === 'search')
        openWith(event.target.value);
    },
  };
  const overlay: SearchOverlayProps = { open: state.open, initialText: state.text, onClose: close };
  // Mounted from its first opening on: it then keeps its fetchers and its closing fade.
  const mounted = useOnceTrue(state.open);
  return { triggers, overlay, mounted };
}
