import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { AskUs } from '~/components/content/ask-us';
import { FaqSectionLinks, FaqSections } from '~/components/content/faq-sections';
import { PageHeader } from '~/components/content/page-header';
import { pageMeta } from '~/components/layout/page-meta';
import { PAGES } from '~/components/layout/site-pages';
import { getFaq } from '~/services/content.server';
import { publicPageHeaders } from '~/utils/cache-control';
import { storefrontRoute } from '~/sessions/storefront-route.server';

// /support/faq: the questions of GET /api/faq/, grouped by section, each opening in place.

export const meta = pageMeta(PAGES.supportFaq);
export const headers = publicPageHeaders;

export function loader(args: LoaderFunctionArgs) {
  return storefrontRoute(args, async ({ session }) => {
    const faq = await getFaq(session);
    return data(faq);
  });
}

export default function SupportFaqPage() {
  // Loader data is plain JSON: what the loader returns is what the page reads.
  const { sections } = useLoaderData<typeof loader>();
  return (
    <div className="flex flex-col gap-8 pb-16 pt-8 tablet:pt-12">
      <PageHeader
        title={PAGES.supportFaq.title}
        lead="Коротко о заказах, доставке, оплате, возврате, бонусах и размерах. Нажми на вопрос, чтобы увидеть ответ."
        back={PAGES.support}
      >
        <FaqSectionLinks sections={sections} />
      </PageHeader>
      <FaqSections sections={sections} />
      <AskUs />
    </div>
  );
}
