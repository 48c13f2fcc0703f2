import { useLoaderData } from '@remix-run/react';
import { HomeBlocks } from '~/components/home/home-blocks';
import { Container } from '~/components/layout/container';
import { pageMeta } from '~/components/layout/page-meta';
import { HOME_PAGE } from '~/components/layout/shop-pages/home-page';
import { loader } from './home-page.server';
import { publicPageHeaders } from '~/utils/cache-control';
import { useRootData } from '~/components/layout/use-root-data';
import { lazyPart } from '~/components/platform/lazy-part';

// /: the blocks of GET /api/home/ (banners, men/women/kids, new arrivals, bestsellers, sale,
// brands, news) in the order the database keeps them, then the mailing list band. Light on
// phones: no hero pictures below the tablet breakpoint, product pictures in their mobile size
// and lazily below the fold, rows that scroll with CSS alone.

// The mailing list band closes the page: its link opens the modal as without JavaScript until
// its code arrives, after hydration.
const SubscribeBand = lazyPart(() =>
  import('~/components/subscribe/subscribe-band').then((m) => m.SubscribeBand),
);

export const meta = pageMeta(HOME_PAGE);
export const headers = publicPageHeaders;

// The loader lives in a server module: the browser's build of this route imports no server code.
export { loader };

export default function HomePage() {
  // Loader data is plain JSON: what the loader returns is what the page reads.
  const { blocks } = useLoaderData<typeof loader>();
  const root = useRootData();
  return (
    <Container className="flex flex-col gap-12 pb-16 pt-4 tablet:gap-16 tablet:pt-6">
      <h1 className="sr-only">{HOME_PAGE.title}</h1>
      <HomeBlocks blocks={blocks} device={root?.device ?? 'desktop'} />
      <SubscribeBand />
    </Container>
  );
}
