import type { LoaderFunctionArgs } from '@remix-run/node';
import { robotsTxt, SITEMAP_HEADERS } from '~/components/seo/sitemap-xml';
import { publicOrigin } from '~/services/seo.server';
import { storefrontRoute } from '~/sessions/storefront-route.server';

/** /robots.txt: personal, basket, checkout and search pages out; the sitemap's absolute address. */
export function loader(args: LoaderFunctionArgs) {
  return storefrontRoute(args, ({ request }) => {
    return new Response(robotsTxt(publicOrigin(request)), {
      headers: { 'Content-Type': 'text/plain; charset=utf-8', ...SITEMAP_HEADERS },
    });
  });
}
