import { DESKTOP_PARENT_REDIRECTS, SIGN_IN_REQUIRED } from './route-rule-table';
import type { Redirect, RouteRuleContext, UrlInput } from './types';
import { withoutPageParams } from './page-param';
import { isWithin, matchKey, toUrl, withQuery } from './url';

/**
 * The route rules of docs/product.md#route-rules: /personal/* sends a visitor who is not signed in home; on desktop
 * the parent pages open their first child. Both answer 302 because they depend on who asks and
 * on which screen, so nothing may cache them as permanent. Null when no rule applies.
 */
export function routeRuleRedirect(input: UrlInput, { device, isAuth }: RouteRuleContext): Redirect | null {
  const url = toUrl(input);
  if (!url) return null;
  const path = matchKey(url.pathname);
  const guarded = isAuth ? undefined : SIGN_IN_REQUIRED.find((rule) => isWithin(path, rule.under));
  // The query of a private page means nothing on the home page, so it is dropped.
  if (guarded) return { location: guarded.to, status: 302 };
  const parent =
    device === 'desktop' ? DESKTOP_PARENT_REDIRECTS.find((rule) => rule.from === path) : undefined;
  if (!parent) return null;
  return { location: withQuery(parent.to, withoutPageParams(url.search).query), status: 302 };
}
