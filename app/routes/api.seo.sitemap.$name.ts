import type { LoaderFunctionArgs } from '@remix-run/node';
import { db } from '~/commerce/db/client.server';
import { apiRoute } from '~/commerce/http/handler.server';
import { SITEMAP_API_CACHE_CONTROL } from '~/commerce/seo/sitemap-cache';
import { sitemapChunk } from '~/commerce/seo/sitemap.server';

/** GET /api/seo/sitemap/{name}/ → {name, urls: [{path, lastmod}]}; 404 for an unknown chunk. */
export const loader = apiRoute(async ({ params }: LoaderFunctionArgs) =>
  Response.json(await sitemapChunk(await db(), params.name ?? ''), {
    headers: { 'Cache-Control': SITEMAP_API_CACHE_CONTROL },
  }),
);
