// Which analytics integrations are on, from the environment: the counter id and the beacon's
// target go to the browser through root data; the CSP allows their origins only when on.

import { env } from '~/utils/env.server';
import type { CspSources } from '~/utils/security.server';
import type { AnalyticsConfig } from '~/components/third-party/analytics/tracker';

const METRIKA_ORIGIN = 'https://mc.yandex.ru';
// tag.js pulls its helpers from Yandex's static host.
const METRIKA_STATIC = 'https://yastatic.net';

/** The public analytics configuration for RootData: nothing when the variables are absent. */
export function analyticsConfig(): AnalyticsConfig {
  const { YANDEX_METRIKA_ID, STATS_BEACON_URL, STATS_BEACON_KEY } = env();
  return {
    metrikaId: YANDEX_METRIKA_ID ?? null,
    beacon: STATS_BEACON_URL && STATS_BEACON_KEY ? { url: STATS_BEACON_URL, key: STATS_BEACON_KEY } : null,
  };
}

/** The origins the enabled integrations load from and send to. */
export function analyticsCspSources(): CspSources {
  const config = analyticsConfig();
  const metrika = config.metrikaId ? [METRIKA_ORIGIN] : [];
  const beacon = config.beacon ? [new URL(config.beacon.url).origin] : [];
  return {
    script: config.metrikaId ? [METRIKA_ORIGIN, METRIKA_STATIC] : [],
    connect: [...metrika, ...beacon],
    img: metrika,
    frame: metrika,
  };
}
