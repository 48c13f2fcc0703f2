/**
 * Redirects of old and parent addresses (spec §2 and §9): pure functions over the plain data
 * tables in ./redirects/. Each takes a path or URL and answers { location, status } or null.
 * To add a redirect, add a row to a table; the functions need no change.
 */
export { findRedirect } from './redirects/find-redirect';
export { legacyCatalogRedirect } from './redirects/legacy-catalog';
export { parseOldFilter, type OldFilter } from './redirects/old-filter';
export { pageParamRedirect, withoutPageParams } from './redirects/page-param';
export { routeRuleRedirect } from './redirects/route-rules';
export { staticRedirect } from './redirects/static-redirect';
export { allRedirectTargets } from './redirects/targets';
export type { Redirect, RouteRuleContext, UrlInput } from './redirects/types';
