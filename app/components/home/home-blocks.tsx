import type { HomeBlock } from '~/commerce/contract/content';
import type { Device } from '~/utils/breakpoints';
import { BrandCloud } from './brand-cloud';
import { GenderTiles } from './gender-tiles';
import { HomeHero } from './home-hero';
import { NewsTeasers } from './news-teasers';
import { ProductRail } from './product-rail';

/** One block of GET /api/home/, drawn by the component of its kind. */
function Block({ block, device }: { block: HomeBlock; device: Device }) {
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
export function HomeBlocks({ blocks, device }: { blocks: HomeBlock[]; device: Device }) {
  return (
    <>
      {blocks.map((block, index) => (
        <Block key={`${block.kind}-${index}`} block={block} device={device} />
      ))}
    </>
  );
}
