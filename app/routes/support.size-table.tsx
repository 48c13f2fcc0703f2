import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useSearchParams } from '@remix-run/react';
import { AskUs } from '~/components/content/ask-us';
import { ContentBlocks } from '~/components/content/content-blocks';
import { contentMeta } from '~/components/content/content-meta';
import { notFound } from '~/routes-shared/content-route.server';
import { PageHeader } from '~/components/content/page-header';
import {
  SIZE_TABLE_PARAM,
  selectedSizeTable,
  SizeTableTabs,
  SizeTableView,
} from '~/components/content/size-table-tabs';
import { PAGES } from '~/components/layout/site-pages';
import { getContentPage, getSizeTables } from '~/services/content.server';
import { publicPageHeaders } from '~/utils/cache-control';
import { storefrontRoute } from '~/sessions/storefront-route.server';

// /support/size-table: shoe sizes RU/EU/US/UK/cm for men, women and kids, clothing sizes, and
// how to measure. The page's title and description come from the content page of this path.

export const meta = contentMeta;
export const headers = publicPageHeaders;

export function loader(args: LoaderFunctionArgs) {
  return storefrontRoute(args, async ({ session }) => {
    const [page, sizes] = await Promise.all([
      getContentPage(session, PAGES.supportSizeTable.path),
      getSizeTables(session),
    ]);
    if (!page) throw notFound();
    return data({ page, sizes });
  });
}

export default function SupportSizeTablePage() {
  // Loader data is plain JSON: what the loader returns is what the page reads.
  const { page, sizes } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const selected = selectedSizeTable(sizes.tables, params.get(SIZE_TABLE_PARAM));
  return (
    <div className="flex flex-col gap-8 pb-16 pt-8 tablet:pt-12">
      <PageHeader title={page.title} lead={page.description} back={PAGES.support} />
      {selected && (
        <>
          <SizeTableTabs tables={sizes.tables} selected={selected} />
          <SizeTableView table={selected} />
        </>
      )}
      <ContentBlocks blocks={sizes.howToMeasure} />
      <AskUs title="Сомневаешься в размере?" />
    </div>
  );
}
