import { SeoPageRequestSchema } from '~/commerce/contract/content';
import { getSeoPage } from '~/commerce/content/seo.server';
import { db } from '~/commerce/db/client.server';
import { SITEMAP_API_CACHE_CONTROL } from '~/commerce/seo/sitemap-cache';
import { sitemapIndex, sitemapChunk } from '~/commerce/seo/sitemap.server';
import { SeoPageSchema } from '~/commerce/contract/seo-page';
import { SitemapIndexSchema, SitemapChunkSchema } from '~/commerce/contract/sitemap';
import { endpoint, type Endpoint } from '~/commerce/http/endpoint';

/** The endpoints of the area «SEO». */
export const endpoints: Endpoint[] = [
  endpoint({
    method: 'post',
    path: '/api/seo/page',
    summary: 'POST /api/seo/page/ {url} → {redirectTo, h1, seoText}; nulls for a URL without SEO data.',
    body: SeoPageRequestSchema,
    response: SeoPageSchema,
    handler: async ({ readBody }) => {
      const { url } = await readBody();
      return getSeoPage(await db(), url);
    },
  }),
  endpoint({
    method: 'get',
    path: '/api/seo/sitemap',
    summary: 'GET /api/seo/sitemap/ → {chunks: [{name, lastmod}]}: the chunks of the sitemap.',
    response: SitemapIndexSchema,
    handler: async () =>
      Response.json(await sitemapIndex(await db()), {
        headers: { 'Cache-Control': SITEMAP_API_CACHE_CONTROL },
      }),
  }),
  endpoint({
    method: 'get',
    path: '/api/seo/sitemap/{name}',
    summary: 'GET /api/seo/sitemap/{name}/ → {name, urls: [{path, lastmod}]}; 404 for an unknown chunk.',
    response: SitemapChunkSchema,
    handler: async ({ params }) =>
      Response.json(await sitemapChunk(await db(), params.name ?? ''), {
        headers: { 'Cache-Control': SITEMAP_API_CACHE_CONTROL },
      }),
  }),
];
