/** What every redirect function answers: where to send the browser and with which code. */
export interface Redirect {
  location: string;
  status: 301 | 302;
}

/** A request address: a path with its query ('/catalog/all/?utm_source=x') or a whole URL. */
export type UrlInput = string | URL;

/** What the route rules need to know about the visitor (docs/product.md#route-rules, route rules). */
export interface RouteRuleContext {
  device: 'desktop' | 'mobile';
  isAuth: boolean;
}
