import { type ContentPage, ContentPageSchema } from '~/commerce/contract/content-pages';
import { type FaqResponse, FaqResponseSchema } from '~/commerce/contract/faq';
import { type SizeTablesResponse, SizeTablesResponseSchema } from '~/commerce/contract/size-tables';
import { ApiCallError, apiCall, type ApiSession } from './api-client.server';
import { sharedCache } from './shared-cache';

// Text pages, the FAQ and the size tables: the same for every shopper, so each is kept a
// minute per process (the API lets caches keep them longer; a minute keeps edits quick to show).
const CONTENT_TTL_MS = 60_000;
// Text pages by path: the shop has a few dozen; the bound keeps room for all of them.
const pageCache = sharedCache<ContentPage | null>(CONTENT_TTL_MS, 200);
const faqCache = sharedCache<FaqResponse>(CONTENT_TTL_MS, 1);
const sizeTablesCache = sharedCache<SizeTablesResponse>(CONTENT_TTL_MS, 1);

/** The answer of a call, or null when the API says 404 (an unknown page, article, city). */
export async function nullWhenNotFound<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiCallError && error.status === 404) return null;
    throw error;
  }
}

// A cached answer outlives the request that asked first, so it must not die with that
// request's abort signal: shared loads get their own timeout instead.
const sharedSignal = () => AbortSignal.timeout(15_000);

/** A text page by its storefront path (GET /api/content/page/?path=…); null when there is none. */
export async function getContentPage(session: ApiSession, path: string): Promise<ContentPage | null> {
  return pageCache(path, () =>
    nullWhenNotFound(
      apiCall({
        path: '/api/content/page/',
        query: { path },
        schema: ContentPageSchema,
        session,
        signal: sharedSignal(),
      }),
    ),
  );
}

/** The questions and answers grouped by section (GET /api/faq/). */
export async function getFaq(session: ApiSession): Promise<FaqResponse> {
  return faqCache('all', () =>
    apiCall({ path: '/api/faq/', schema: FaqResponseSchema, session, signal: sharedSignal() }),
  );
}

/** The shoe and clothing size tables and how to measure (GET /api/size-tables/). */
export async function getSizeTables(session: ApiSession): Promise<SizeTablesResponse> {
  return sizeTablesCache('all', () =>
    apiCall({ path: '/api/size-tables/', schema: SizeTablesResponseSchema, session, signal: sharedSignal() }),
  );
}
