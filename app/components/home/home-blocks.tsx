import type { HomeBlock } from '~/commerce/contract/content';
import { shownCard, type ShownCard } from '~/components/catalog/shown-card';
import type { Device } from '~/utils/breakpoints';
import { BrandCloud } from './brand-cloud';
import { GenderTiles } from './gender-tiles';
import { HomeHero } from './home-hero';
import { ProductRail } from './product-rail';
import { RAIL_FIRST_CARDS } from './use-home-rails';
import { lazyPart } from '~/components/platform/lazy-part';

// The news sits low on the page: plain links until its code arrives after hydration (docs/product.md#page-weight).
const NewsTeasers = lazyPart(() => import('./news-teasers').then((m) => m.NewsTeasers));

type ProductsBlock = Extract<HomeBlock, { kind: 'products' }>;

/**
 * A block as the page sends it: a product row carries its first cards, trimmed (shown-card.ts),
 * and how many it has in all; the rest come when the shopper reaches for the row.
 */
export type ShownHomeBlock =
  | Exclude<HomeBlock, ProductsBlock>
  | (Omit<ProductsBlock, 'products'> & { products: ShownCard[]; total: number });

export const shownBlock = (block: HomeBlock): ShownHomeBlock =>
  block.kind === 'products'
    ? {
        ...block,
        products: block.products.slice(0, RAIL_FIRST_CARDS).map(shownCard),
        total: block.products.length,
      }
    : block;

/** One block of GET /api/home/, drawn by the component of its kind. */
function Block({ block, device }: { block: ShownHomeBlock; device: Device }) {
  switch (block.kind) {
    case 'hero':
      return <HomeHero title={block.title} slides={block.slides} device={device} />;
    case 'genders':
      return <GenderTiles title={block.title} items={block.items} />;
    case 'products':
      return (
        <ProductRail
          title={block.title}
          url={block.url}
          list={block.list}
          products={block.products}
          total={block.total}
        />
      );
    case 'brands':
      return <BrandCloud title={block.title} url={block.url} brands={block.brands} />;
    case 'news':
      return <NewsTeasers title={block.title} url={block.url} items={block.items} />;
  }
}

/** The home page's blocks in the order the database keeps them. */
export function HomeBlocks({ blocks, device }: { blocks: ShownHomeBlock[]; device: Device }) {
  return (
    <>
      {blocks.map((block, index) => (
        <Block key={`${block.kind}-${index}`} block={block} device={device} />
      ))}
    </>
  );
}
