import { useFetcher } from '@remix-run/react';
import type { action as clickScreenAction } from '~/routes/resources.click-screen';
import { useEffect } from 'react';

/** Where the browser reports its screen for the stored click-id record. */
export const CLICK_SCREEN_ACTION = '/resources/click-screen';

/**
 * The click-id record (docs/product.md#entities) holds the screen's width and height, which only a script can
 * read: when the server says its record still lacks them, this posts them once. Without
 * JavaScript the record simply keeps them unknown. Renders nothing.
 */
export function ClickScreenReporter({ wanted }: { wanted: boolean }) {
  const fetcher = useFetcher<typeof clickScreenAction>({ key: 'click-screen' });
  const { submit } = fetcher;
  useEffect(() => {
    if (!wanted) return;
    submit(
      { width: String(window.screen.width), height: String(window.screen.height) },
      { method: 'post', action: CLICK_SCREEN_ACTION },
    );
  }, [wanted, submit]);
  return null;
}
