import type { LoaderFunctionArgs } from '@remix-run/node';
import {
  chunkPath,
  SITEMAP_HEADERS,
  sitemapIndexXml,
  sitemapUnavailable,
  STOREFRONT_CHUNK,
} from '~/components/seo/sitemap-xml';
import { anonymousApiSession, getSitemapIndex, publicOrigin } from '~/services/seo.server';
import { storefrontRoute } from '~/sessions/storefront-route.server';
import { logger } from '~/utils/log.server';

/**
 * /sitemap.xml: an index of the chunk files (/sitemaps/{name}.xml) — the storefront's own pages
 * and the API's chunks of catalogue pages, colour articles, news and content pages.
 */
export function loader(args: LoaderFunctionArgs) {
  return storefrontRoute(args, async ({ request }) => {
    const origin = publicOrigin(request);
    let chunks;
    try {
      ({ chunks } = await getSitemapIndex(anonymousApiSession(request)));
    } catch (error) {
      logger('sitemap').error({ error: (error as Error).message }, 'index failed');
      return sitemapUnavailable();
    }
    const files = [{ name: STOREFRONT_CHUNK, lastmod: null }, ...chunks].map(({ name, lastmod }) => ({
      loc: `${origin}${chunkPath(name)}`,
      lastmod,
    }));
    return new Response(sitemapIndexXml(files), {
      headers: { 'Content-Type': 'application/xml; charset=utf-8', ...SITEMAP_HEADERS },
    });
  });
}
