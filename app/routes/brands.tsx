import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { BrandIndex, BrandGroups } from '~/components/catalog/brand-list';
import { Container } from '~/components/layout/container';
import { pageMeta } from '~/components/layout/page-meta';
import { PAGES } from '~/components/layout/site-pages';
import { getBrands } from '~/services/brands.server';
import { publicPageHeaders } from '~/utils/cache-control';
import { pluralRu } from '~/utils/plural';
import { storefrontRoute } from '~/sessions/storefront-route.server';

// /brands: every brand in stock A–Z (Latin, then Cyrillic), each a link to the catalogue
// filtered by it (/catalog/?brand=code).

export const meta = pageMeta(PAGES.brands);
export const headers = publicPageHeaders;

export function loader(args: LoaderFunctionArgs) {
  return storefrontRoute(args, async ({ session }) => {
    const brands = await getBrands(session);
    return data(brands);
  });
}

export default function BrandsPage() {
  // Loader data is plain JSON: what the loader returns is what the page reads.
  const brands = useLoaderData<typeof loader>();
  return (
    <Container className="flex flex-col gap-8 pb-16 pt-8 tablet:pt-12">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-black tracking-tight tablet:text-4xl desktop:text-5xl">
          {PAGES.brands.title}
        </h1>
        <p className="text-base text-brand-muted tablet:text-lg">
          {brands.total} {pluralRu(brands.total, ['бренд', 'бренда', 'брендов'])} в наличии. Выбери любимый —
          покажем всё, что есть.
        </p>
      </header>
      <BrandIndex groups={brands.groups} />
      <BrandGroups groups={brands.groups} />
    </Container>
  );
}
