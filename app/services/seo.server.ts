import {
  type SitemapChunk,
  SitemapChunkSchema,
  type SitemapIndex,
  SitemapIndexSchema,
} from '~/commerce/contract/sitemap';
import { MOSCOW_CITY_ID } from '~/commerce/contract/location';
import { type SeoPage, SeoPageSchema } from '~/commerce/contract/seo-page';
import { env } from '~/utils/env.server';
import { ApiCallError, apiCall, type ApiSession, isAbortError } from './api-client.server';
import { sharedCache } from './shared-cache';
import { logger } from '~/utils/log.server';

const log = logger('seo');

/**
 * The session of a call that is the same for every shopper (SEO data, redirects, sitemap): no
 * tokens, no guest basket, the default city; aborted with the page request.
 */
export function anonymousApiSession(request?: Request): ApiSession {
  return {
    cityId: MOSCOW_CITY_ID,
    fuserToken: null,
    deviceId: null,
    tokens: null,
    signal: request?.signal,
    setTokens: () => undefined,
    logout: () => undefined,
  };
}

const NO_SEO: SeoPage = { redirectTo: null, h1: null, seoText: null };

// SEO rows change rarely and every page asks: a minute of staleness after an edit is fine.
// Keyed by the requested path, which anyone can make up: 500 answers (a few hundred bytes
// each, a fraction of a megabyte) hold every page that asks within a minute (catalogue and
// product pages do not ask: skipsSeoPageData), so a scanner's made-up paths push out only
// each other and the least recently asked.
export const SEO_PAGES_KEPT = 500;
const seoPageCache = sharedCache<SeoPage>(60_000, SEO_PAGES_KEPT);
const sitemapIndexCache = sharedCache<SitemapIndex>(10 * 60_000, 1);

/**
 * The SEO data of a page (POST /api/seo/page/ {url}, docs/product.md#entities, docs/product.md#seo-page-data): a 301 target, or an h1 and a
 * text. `path` is the page's path without query. A failure is logged and means "no SEO data":
 * the page still renders.
 */
export async function getSeoPage(session: ApiSession, path: string): Promise<SeoPage> {
  try {
    return await seoPageCache(path, () =>
      apiCall({
        method: 'POST',
        path: '/api/seo/page/',
        body: { url: path },
        schema: SeoPageSchema,
        session,
        // Shared by every visitor of the path: one shopper's abort must not fail the others.
        signal: AbortSignal.timeout(5_000),
      }),
    );
  } catch (error) {
    if (!isAbortError(error)) log.error({ error: (error as Error).message }, 'page data failed');
    return NO_SEO;
  }
}

/** The sitemap's chunks (GET /api/seo/sitemap/); kept ten minutes. */
export async function getSitemapIndex(session: ApiSession): Promise<SitemapIndex> {
  return sitemapIndexCache('index', () =>
    apiCall({
      path: '/api/seo/sitemap/',
      schema: SitemapIndexSchema,
      session,
      signal: AbortSignal.timeout(30_000),
    }),
  );
}

/** One sitemap chunk's addresses (GET /api/seo/sitemap/{name}/), or null when there is no such chunk. */
export async function getSitemapChunk(session: ApiSession, name: string): Promise<SitemapChunk | null> {
  try {
    return await apiCall({
      path: `/api/seo/sitemap/${encodeURIComponent(name)}/`,
      schema: SitemapChunkSchema,
      session,
      timeoutMs: 30_000,
    });
  } catch (error) {
    if (error instanceof ApiCallError && error.status === 404) return null;
    throw error;
  }
}

/**
 * The origin canonical links, Open Graph URLs and the sitemap use: PUBLIC_URL when set (the
 * address shoppers know, whatever proxy the request came through), else the request's own.
 */
export function publicOrigin(request: Request): string {
  const configured = env().PUBLIC_URL;
  if (configured) {
    try {
      return new URL(configured).origin;
    } catch {
      log.error({ publicUrl: configured }, 'PUBLIC_URL is not a URL, using the request origin');
    }
  }
  return new URL(request.url).origin;
}
