import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { contentMeta } from '~/components/content/content-meta';
import { ContentPageView } from '~/components/content/content-page';
import { loadContentPage } from '~/routes-shared/content-route.server';
import { PAGES } from '~/components/layout/site-pages';
import { publicPageHeaders } from '~/utils/cache-control';
import { storefrontRoute } from '~/sessions/storefront-route.server';

export const meta = contentMeta;
export const headers = publicPageHeaders;

export function loader(args: LoaderFunctionArgs) {
  return storefrontRoute(args, ({ session }) => loadContentPage(session, PAGES.documentsSecurityPolicy.path));
}

export default function SecurityPolicyPage() {
  const { page } = useLoaderData<typeof loader>();
  return <ContentPageView page={page} back={PAGES.documents} document />;
}
