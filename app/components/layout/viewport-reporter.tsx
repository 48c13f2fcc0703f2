import { useFetcher } from '@remix-run/react';
import type { action as viewportAction } from '~/routes/resources.viewport';
import { useEffect, useRef } from 'react';
import { type Breakpoint, breakpointFor } from '~/utils/breakpoints';
import { useDebouncedCallback } from './use-debounced-callback';

/** Device resize refresh debounce (docs/product.md#constants-and-limits). */
const RESIZE_DEBOUNCE_MS = 50;

/**
 * Tells the server the browser's breakpoint (docs/product.md#flows: kept in the viewport cookie, which is
 * HttpOnly, so only a request can set it). Posts on load and after resizing, and only when
 * the breakpoint differs from the one the server already has. Renders nothing.
 */
export function ViewportReporter({ reported }: { reported: Breakpoint | null }) {
  const fetcher = useFetcher<typeof viewportAction>({ key: 'viewport' });
  const last = useRef<Breakpoint | null>(reported);
  last.current = last.current ?? reported;

  const report = useDebouncedCallback(() => {
    const breakpoint = breakpointFor(window.innerWidth);
    if (breakpoint === last.current) return;
    last.current = breakpoint;
    fetcher.submit({ breakpoint }, { method: 'post', action: '/resources/viewport' });
  }, RESIZE_DEBOUNCE_MS);

  useEffect(() => {
    report();
    window.addEventListener('resize', report);
    return () => window.removeEventListener('resize', report);
  }, [report]);

  return null;
}
