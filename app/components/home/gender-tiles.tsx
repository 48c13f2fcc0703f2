import { Link } from '@remix-run/react';
import { useId } from 'react';
import type { HomeBlock } from '~/commerce/contract/content';
import { ProductPicture } from '~/components/product/product-picture';
import { Icon } from '~/components/ui/icon';

type GendersBlock = Extract<HomeBlock, { kind: 'genders' }>;

/** Men, women, kids: three tiles into the catalogue, each with a picture of what it holds. */
export function GenderTiles({ title, items }: Pick<GendersBlock, 'title' | 'items'>) {
  const id = useId();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-5">
      <h2 id={id} className="text-2xl font-black tracking-tight tablet:text-3xl">
        {title}
      </h2>
      <ul className="grid grid-cols-3 gap-3 tablet:gap-5">
        {items.map((item) => (
          <li key={item.gender}>
            <Link to={item.url} className="group flex flex-col gap-2 tablet:gap-3">
              <div className="relative aspect-square overflow-hidden rounded-2xl bg-brand-soft tablet:aspect-[4/3] tablet:rounded-3xl">
                {item.image && (
                  <ProductPicture
                    image={item.image}
                    alt=""
                    className="object-contain p-2 transition-transform duration-500 group-hover:scale-105 tablet:p-6"
                  />
                )}
              </div>
              <span className="flex items-center justify-between gap-1 text-sm font-bold tablet:text-xl">
                {item.title}
                <Icon
                  name="arrow-left"
                  size={20}
                  className="hidden rotate-180 transition-transform group-hover:translate-x-1 tablet:block"
                />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
