import type { LoaderFunctionArgs } from '@remix-run/node';
import { contentMeta } from '~/components/content/content-meta';
import { ContentRoute } from '~/components/content/content-page';
import { loadContentPage } from '~/components/content/content-route.server';
import { PAGES } from '~/components/layout/site-pages';
import { publicPageHeaders } from '~/utils/cache-control';

export const meta = contentMeta;
export const headers = publicPageHeaders;

export const loader = ({ request }: LoaderFunctionArgs) =>
  loadContentPage(request, PAGES.documentsPublicOffer.path);

export default function PublicOfferPage() {
  return <ContentRoute back={PAGES.documents} document />;
}
