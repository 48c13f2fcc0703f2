import { Link } from '@remix-run/react';
import { useId } from 'react';
import type { HomeBlock } from '~/commerce/contract/content';
import { SectionHeading } from './section-heading';

type BrandsBlock = Extract<HomeBlock, { kind: 'brands' }>;

/** The best-known brands as large type (no logos to download), each a link into the catalogue. */
export function BrandCloud({ title, url, brands }: Pick<BrandsBlock, 'title' | 'url' | 'brands'>) {
  const id = useId();
  if (brands.length === 0) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-5">
      <SectionHeading id={id} title={title} url={url} linkText="Все бренды" />
      <ul className="grid grid-cols-2 gap-2 tablet:grid-cols-4 desktop:grid-cols-6 desktop:gap-3">
        {brands.map((brand) => (
          <li key={brand.code}>
            <Link to={brand.url} className="brand-tile">
              {brand.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
