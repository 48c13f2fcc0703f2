import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useNavigation } from '@remix-run/react';
import type { NewsPreview } from '~/commerce/contract/content';
import { ShowMore } from '~/components/catalog/show-more';
import { notFound } from '~/routes-shared/content-route.server';
import { NewsGrid } from '~/components/content/news-card';
import { NEWS_SHOWN_PARAM, newsPagesOf, nextNewsHref } from '~/components/content/news-paging';
import { PageHeader } from '~/components/content/page-header';
import { pageMeta } from '~/components/layout/page-meta';
import { PAGES } from '~/components/layout/site-pages';
import { getNewsPage } from '~/services/news.server';
import { publicPageHeaders } from '~/utils/cache-control';
import { storefrontRoute } from '~/sessions/storefront-route.server';

// /about/news: newest first, six at a time, "Показать ещё" adds six (?shown=12). An address
// past the last article, or a ?shown= no link of ours makes, is a 404.

export const meta = pageMeta(PAGES.aboutNews);
export const headers = publicPageHeaders;

type NewsListData = { items: NewsPreview[]; total: number; nextHref: string | null };

export function loader(args: LoaderFunctionArgs) {
  return storefrontRoute(args, async ({ request, session }) => {
    const pages = newsPagesOf(new URL(request.url).searchParams.get(NEWS_SHOWN_PARAM));
    if (pages === null) throw notFound();
    const first = await getNewsPage(session, 1);
    // No news at all (a production shop before its first article) is an empty list on the
    // first page, not a missing page; the API answers it with no pages.
    if (pages === 1 && (!first || first.totalItems === 0)) {
      return data<NewsListData>({ items: [], total: 0, nextHref: null });
    }
    if (!first || pages > first.totalPages) throw notFound();
    const rest = await Promise.all(
      Array.from({ length: pages - 1 }, (_, index) => getNewsPage(session, index + 2)),
    );
    const items = [first, ...rest].flatMap((page) => page?.items ?? []);
    return data<NewsListData>({
      items,
      total: first.totalItems,
      nextHref: nextNewsHref(pages, first.totalPages),
    });
  });
}

export default function AboutNewsPage() {
  // Loader data is plain JSON: what the loader returns is what the page reads.
  const { items, total, nextHref } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  return (
    <div className="flex flex-col gap-8 pb-16 pt-8 tablet:pt-12">
      <PageHeader
        title={PAGES.aboutNews.title}
        lead="Новые магазины, свежие поступления, акции и советы, как ухаживать за обувью."
        back={PAGES.about}
      />
      {items.length === 0 ? (
        <p className="text-brand-muted">Новостей пока нет — загляни позже.</p>
      ) : (
        <NewsGrid items={items} titleLevel="h2" />
      )}
      <ShowMore
        shown={items.length}
        total={total}
        nextHref={nextHref}
        busy={navigation.state === 'loading' && navigation.location.pathname === PAGES.aboutNews.path}
      />
    </div>
  );
}
