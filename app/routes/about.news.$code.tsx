import { data, type MetaFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import type { NewsArticle, NewsPreview } from '~/commerce/contract/content';
import { ContentBlocks } from '~/components/content/content-blocks';
import { notFound } from '~/routes-shared/content-route.server';
import { formatRuDate } from '~/components/content/dates';
import { PageHeader } from '~/components/content/page-header';
import { metaOf } from '~/components/layout/page-meta';
import { PAGES } from '~/components/layout/site-pages';
import { Icon } from '~/components/ui/icon';
import { getNewsArticle } from '~/services/news.server';
import { publicPageHeaders } from '~/utils/cache-control';
import { storefrontRoute } from '~/sessions/storefront-route.server';

// /about/news/{code}: one article with links to the one before and the one after; an unknown
// code is the 404 page.

export const meta: MetaFunction = ({ data: loaded }) => {
  const article = loaded as NewsArticle | undefined;
  if (!article)
    return metaOf({ title: 'Страница не найдена', description: 'Страница удалена или перемещена.' });
  return metaOf({ title: article.title, description: article.excerpt });
};
export const headers = publicPageHeaders;

export function loader(args: LoaderFunctionArgs) {
  return storefrontRoute(args, async ({ params, session }) => {
    const article = await getNewsArticle(session, params.code ?? '');
    if (!article) throw notFound('Новость не найдена');
    return data(article);
  });
}

function Neighbour({ item, direction }: { item: NewsPreview; direction: 'older' | 'newer' }) {
  const older = direction === 'older';
  return (
    <Link
      to={item.url}
      rel={older ? 'prev' : 'next'}
      className={`flex flex-1 flex-col gap-1 rounded-2xl border border-neutral-200 p-4 hover:border-brand ${older ? '' : 'tablet:items-end tablet:text-right'}`}
    >
      <span className="inline-flex items-center gap-1 text-sm text-brand-muted">
        {older && <Icon name="arrow-left" size={16} />}
        {older ? 'Предыдущая новость' : 'Следующая новость'}
        {!older && <Icon name="arrow-left" size={16} className="rotate-180" />}
      </span>
      <span className="font-semibold">{item.title}</span>
    </Link>
  );
}

export default function NewsArticlePage() {
  // Loader data is plain JSON: what the loader returns is what the page reads.
  const article = useLoaderData<typeof loader>();
  const date = formatRuDate(article.publishedAt);
  return (
    <article className="flex flex-col gap-8 pb-16 pt-8 tablet:pt-12">
      <PageHeader title={article.title} lead={article.excerpt} back={PAGES.aboutNews}>
        <time dateTime={date.dateTime} className="text-sm text-brand-muted">
          {date.text}
        </time>
      </PageHeader>
      <ContentBlocks blocks={article.body} />
      {(article.older || article.newer) && (
        <nav aria-label="Другие новости" className="flex max-w-3xl flex-col gap-3 tablet:flex-row">
          {article.older && <Neighbour item={article.older} direction="older" />}
          {article.newer && <Neighbour item={article.newer} direction="newer" />}
        </nav>
      )}
      <Link
        to={PAGES.aboutNews.path}
        className="self-start text-sm font-semibold underline underline-offset-4"
      >
        Все новости
      </Link>
    </article>
  );
}
