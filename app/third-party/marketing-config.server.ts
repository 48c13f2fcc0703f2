import { env } from '~/utils/env.server';
import type { CspSources } from '~/utils/security.server';
import type { MarketingConfig } from '~/components/third-party/marketing/marketing-config';

/** The marketing integrations this server has switched on (their environment variables). */
export function marketingConfig(): MarketingConfig {
  const e = env();
  return {
    mindbox: e.MINDBOX_ENDPOINT_ID
      ? { endpointId: e.MINDBOX_ENDPOINT_ID, cartOperation: e.MINDBOX_CART_OPERATION }
      : null,
    uxToolId: e.UX_TOOL_ID ?? null,
    stylingWidget:
      e.STYLING_WIDGET_SCRIPT_URL && e.STYLING_WIDGET_KEY
        ? { scriptUrl: e.STYLING_WIDGET_SCRIPT_URL, key: e.STYLING_WIDGET_KEY }
        : null,
  };
}

// Where each vendor's script talks to, from its documentation: Mindbox's tracker calls its API
// host; Hotjar's tag loads from static.hotjar.com, reports to *.hotjar.com / *.hotjar.io and
// keeps a websocket open; the styling widget is served and talks from its own origin.
const MINDBOX_SOURCES: CspSources = {
  script: ['https://api.mindbox.ru'],
  connect: ['https://api.mindbox.ru'],
  img: ['https://api.mindbox.ru'],
};
const HOTJAR_SOURCES: CspSources = {
  script: ['https://*.hotjar.com'],
  connect: ['https://*.hotjar.com', 'https://*.hotjar.io', 'wss://*.hotjar.com'],
  img: ['https://*.hotjar.com'],
  frame: ['https://*.hotjar.com'],
};

/** The CSP sources the switched-on marketing integrations need; none when all are off. */
export function marketingCspSources(config: MarketingConfig = marketingConfig()): CspSources[] {
  const sources: CspSources[] = [];
  if (config.mindbox) sources.push(MINDBOX_SOURCES);
  if (config.uxToolId) sources.push(HOTJAR_SOURCES);
  if (config.stylingWidget) {
    const origin = new URL(config.stylingWidget.scriptUrl).origin;
    sources.push({ script: [origin], connect: [origin], img: [origin], frame: [origin] });
  }
  return sources;
}
