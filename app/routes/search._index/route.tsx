import type { MetaFunction, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { SEARCH_QUERY_MIN } from '~/commerce/contract/catalog-options';
import { catalogMeta, catalogShouldRevalidate } from '~/components/catalog/catalog-route';
import { hasFilter } from '~/components/catalog/catalog-url';
import { CatalogView } from '~/components/catalog/catalog-view';
import { SEARCH_LIST } from '~/components/third-party/analytics/analytics-lists';
import { Container } from '~/components/layout/container';
import type { RouteHandle } from '~/components/layout/route-handle';
import { SearchForm } from '~/components/layout/search-form';
import { SEARCH_PAGE } from '~/components/layout/shop-pages/search-page';
import { EmptyResults, PopularQueries } from '~/components/search/search-page-later';
import { loadSearchResults } from './search-page.server';
import { correctedQueryText, NOTHING_FOUND } from '~/components/search/search-texts';
import { publicPageHeaders } from '~/utils/cache-control';
import { completeSeoMeta, originFrom } from '~/utils/seo';
import { pluralRu } from '~/utils/plural';
import { storefrontRoute } from '~/sessions/storefront-route.server';

// /search/?q=… (and /search/{code}, search.$.tsx): the results with the catalogue's filters
// and sort. Without JavaScript the field is a GET form to this page.

// Search results are never indexed (docs/product.md#legacy-addresses; robots.txt keeps crawlers out of /search too).
export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  completeSeoMeta(catalogMeta(data, SEARCH_PAGE.title), {
    origin: originFrom(matches),
    noindex: true,
  });
export const headers = publicPageHeaders;

// docs/product.md#route-table: search results do not scroll to top when the query, filters or paging change.
export const handle: RouteHandle = { keepScroll: true };
export const shouldRevalidate = catalogShouldRevalidate;

export function loader(args: LoaderFunctionArgs) {
  return storefrontRoute(args, ({ request, session }) => {
    return loadSearchResults(request, session);
  });
}

function Heading({ q, total, corrected }: { q: string; total: number | null; corrected?: string }) {
  return (
    <header className="flex flex-col gap-4">
      <h1 className="text-3xl font-black tracking-tight tablet:text-4xl desktop:text-5xl">
        {SEARCH_PAGE.title}
      </h1>
      <SearchForm key={q} defaultValue={q} size="lg" label="Поиск на странице" className="max-w-2xl" />
      {total !== null && (
        <p className="text-base text-brand-muted" aria-live="polite">
          По запросу «{q}» {pluralRu(total, ['найден', 'найдено', 'найдено'])} {total}{' '}
          {pluralRu(total, ['товар', 'товара', 'товаров'])}
        </p>
      )}
      {corrected && <p className="text-base">{correctedQueryText(corrected)}</p>}
      {total === null && (
        <p className="text-base text-brand-muted">
          {q ? `Введи хотя бы ${SEARCH_QUERY_MIN} символа.` : SEARCH_PAGE.lead}
        </p>
      )}
    </header>
  );
}

export default function SearchPage() {
  // Loader data is plain JSON: what the loader returns is what the page reads.
  const page = useLoaderData<typeof loader>();
  const q = page.state.q ?? '';
  const { catalog } = page;
  const total = catalog?.catalogBody.pagination.totalItems ?? null;
  const heading = <Heading q={q} total={total} corrected={catalog?.correctedQuery} />;
  if (!catalog) {
    return (
      <Container className="flex flex-col gap-8 pb-16 pt-6">
        {heading}
        <PopularQueries queries={page.popular} />
      </Container>
    );
  }
  if (total === 0 && !hasFilter(page.state.filter)) {
    return (
      <Container className="flex flex-col gap-8 pb-16 pt-6">
        {heading}
        <EmptyResults
          resetHref={null}
          text={`${NOTHING_FOUND}. Проверь, нет ли опечатки, или поищи по бренду.`}
        />
        <PopularQueries queries={page.popular} />
      </Container>
    );
  }
  return (
    <Container>
      <CatalogView page={{ ...page, catalog }} heading={heading} list={SEARCH_LIST} />
    </Container>
  );
}
