import type { LoaderFunctionArgs } from '@remix-run/node';
import { db } from '~/commerce/db/client.server';
import { apiRoute } from '~/commerce/http/handler.server';
import { SITEMAP_API_CACHE_CONTROL } from '~/commerce/seo/sitemap-cache';
import { sitemapIndex } from '~/commerce/seo/sitemap.server';

/** GET /api/seo/sitemap/ → {chunks: [{name, lastmod}]}: the chunks of the sitemap. */
export const loader = apiRoute(async (_args: LoaderFunctionArgs) =>
  Response.json(await sitemapIndex(await db()), { headers: { 'Cache-Control': SITEMAP_API_CACHE_CONTROL } }),
);
