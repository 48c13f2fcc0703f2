import { lazyPart } from '~/components/platform/lazy-part';

// Few page views end in an error, so the error page's code (./page-error and the screens it
// picks) is fetched when one shows; the server draws it complete as before.
export const PageErrorView = lazyPart(() => import('./page-error').then((m) => m.PageErrorView));

/**
 * A route group's boundary (catalogue, product, personal, checkout, content): it renders inside
 * the root's frame, so the header, footer and basket stay while only the page shows the error.
 * A page route that exports it must guard its `meta` with errorPageMeta (Remix calls it without data).
 */
export function RouteGroupErrorBoundary() {
  return <PageErrorView />;
}
