import { useLocation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { configureBeacon, trackPageView, type AnalyticsConfig } from './tracker';
import { loadMetrika, metrikaHit } from './yandex-metrika';

type AnalyticsRootProps = {
  config: AnalyticsConfig;
  /** The signed-in user's id; null for guests (spec §6). */
  userId: number | null;
};

/**
 * Mounted once in root: starts the Metrica counter when configured, reports each page view
 * (Metrica's SPA hit after the first, the statistics beacon every time) and keeps the beacon's
 * target and user current. Renders nothing.
 */
export function AnalyticsRoot({ config, userId }: AnalyticsRootProps) {
  const location = useLocation();
  const previousUrl = useRef<string | null>(null);
  // During render, not in an effect: the page's own effects (a product view) run before this
  // component's, and need the beacon set. Only in the browser: the server's module is shared.
  if (typeof document !== 'undefined') configureBeacon(config.beacon ? { ...config.beacon, userId } : null);

  const path = location.pathname + location.search;
  useEffect(() => {
    const url = window.location.href;
    if (config.metrikaId) {
      if (previousUrl.current === null) loadMetrika(config.metrikaId);
      else if (previousUrl.current !== url) metrikaHit(config.metrikaId, url, previousUrl.current);
    }
    if (previousUrl.current !== url) trackPageView(path);
    previousUrl.current = url;
  }, [path, config.metrikaId]);

  return null;
}
