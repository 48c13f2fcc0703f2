import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { contentMeta } from '~/components/content/content-meta';
import { ContentPageView } from '~/components/content/content-page';
import { loadContentPage } from '~/routes-shared/content-route.server';
import { LoyaltyJoin } from '~/components/content/loyalty-join';
import { Container } from '~/components/layout/container';
import { PAGES } from '~/components/layout/site-pages';
import { publicPageHeaders } from '~/utils/cache-control';
import { storefrontRoute } from '~/sessions/storefront-route.server';

// /loyalty: the bonus programme's levels and rules (a content page) and the way to join,
// which is signing in.

export const meta = contentMeta;
export const headers = publicPageHeaders;

export function loader(args: LoaderFunctionArgs) {
  return storefrontRoute(args, ({ session }) => loadContentPage(session, PAGES.loyalty.path));
}

export default function LoyaltyPage() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <Container>
      <ContentPageView page={page} aside={<LoyaltyJoin />} />
    </Container>
  );
}
