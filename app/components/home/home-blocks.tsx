import type { HomeBlock } from '~/commerce/contract/content';
import { shownCard, type ShownCard } from '~/components/catalog/shown-card';
import type { Device } from '~/utils/breakpoints';
import { BrandCloud } from './brand-cloud';
import { GenderTiles } from './gender-tiles';
import { HomeHero } from './home-hero';
import { NewsTeasers } from './news-teasers';
import { ProductRail } from './product-rail';

type ProductsBlock = Extract<HomeBlock, { kind: 'products' }>;

/** A block as the page sends it: product rows carry their cards trimmed (shown-card.ts). */
export type ShownHomeBlock =
  Exclude<HomeBlock, ProductsBlock> | (Omit<ProductsBlock, 'products'> & { products: ShownCard[] });

export const shownBlock = (block: HomeBlock): ShownHomeBlock =>
  block.kind === 'products' ? { ...block, products: block.products.map(shownCard) } : block;

/** One block of GET /api/home/, drawn by the component of its kind. */
function Block({ block, device }: { block: ShownHomeBlock; device: Device }) {
  switch (block.kind) {
    case 'hero':
      return <HomeHero title={block.title} slides={block.slides} device={device} />;
    case 'genders':
      return <GenderTiles title={block.title} items={block.items} />;
    case 'products':
      return <ProductRail title={block.title} url={block.url} products={block.products} />;
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
