/**
 * The public settings of the marketing integrations (docs/product.md#api-calls), as the root loader hands them
 * to the browser. Each is null when its environment variable is absent: then nothing of that
 * vendor loads. No secret is ever part of this (MINDBOX_SECRET_KEY stays on the server).
 */
export type MarketingConfig = {
  /** Mindbox's web tracker: the site's integration point and the basket operation's name. */
  mindbox: null | { endpointId: string; cartOperation: string };
  /** The UX tool's (Hotjar) site id. */
  uxToolId: null | string;
  /** The styling widget's script and the shop's key at its vendor. */
  stylingWidget: null | { scriptUrl: string; key: string };
};

export const MARKETING_OFF: MarketingConfig = { mindbox: null, uxToolId: null, stylingWidget: null };
