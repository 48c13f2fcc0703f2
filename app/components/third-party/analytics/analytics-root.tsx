import { useLocation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import type { AnalyticsConfig } from './tracker';
import { withTracker } from './when-tracker';

type AnalyticsRootProps = {
  config: AnalyticsConfig;
  /** The signed-in user's id; null for guests (docs/product.md#roles). */
  userId: number | null;
};

/**
 * Mounted once in root: starts the Metrica counter when configured, reports each page view
 * (Metrica's SPA hit after the first, the statistics beacon every time) and keeps the beacon's
 * target and user current. Renders nothing; the code it calls arrives after the page's load.
 */
export function AnalyticsRoot({ config, userId }: AnalyticsRootProps) {
  const location = useLocation();
  const previousUrl = useRef<string | null>(null);
  // During render, not in an effect: the page's own effects (a product view) run before this
  // component's, and need the beacon set; the calls wait in order, so each event goes out with
  // the beacon of its time. Only in the browser: the server's module is shared.
  const beacon = config.beacon ? { ...config.beacon, userId } : null;
  if (typeof document !== 'undefined') withTracker((t) => t.configureBeacon(beacon));

  const path = location.pathname + location.search;
  const { metrikaId } = config;
  useEffect(() => {
    const url = window.location.href;
    const previous = previousUrl.current;
    withTracker((t) => {
      if (metrikaId) {
        if (previous === null) t.loadMetrika(metrikaId);
        else if (previous !== url) t.metrikaHit(metrikaId, url, previous);
      }
      if (previous !== url) t.trackPageView(path);
    });
    previousUrl.current = url;
  }, [path, metrikaId]);

  return null;
}
