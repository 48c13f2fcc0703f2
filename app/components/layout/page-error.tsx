import { isRouteErrorResponse, useRouteError } from '@remix-run/react';
import { isNotFound } from '~/components/layout/page-meta';
import { useRootData } from '~/components/layout/use-root-data';
import { lazyPart } from '~/components/platform/lazy-part';

// Few page views end in an error: the two screens' code is fetched when one shows.
const NotFoundPage = lazyPart(() => import('~/components/layout/not-found-page').then((m) => m.NotFoundPage));
const ErrorScreen = lazyPart(() => import('~/components/layout/error-modal').then((m) => m.ErrorScreen));

/** A refused request's own words (a 4xx carrying the error body), else the screen's default text. */
function refusalMessage(error: unknown): string | undefined {
  if (!isRouteErrorResponse(error) || error.status >= 500) return undefined;
  const message: unknown = (error.data as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/** The error page's body: the 404 page or the general error screen (the frame is the caller's). */
export function PageErrorView() {
  const error = useRouteError();
  const root = useRootData();
  return isNotFound(error) ? (
    <NotFoundPage isAdmin={root?.isAdmin ?? false} />
  ) : (
    <ErrorScreen message={refusalMessage(error)} />
  );
}
