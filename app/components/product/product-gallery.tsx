import { useRef, useState, type MouseEvent } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import type { ImageSet } from '~/commerce/contract/product';
import { cx } from '~/components/ui/class-names';
import { Icon } from '~/components/ui/icon';
import { ProductPicture } from './product-picture';

const viewId = (index: number) => `product-view-${index + 1}`;

const ARROW =
  'absolute top-1/2 hidden h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 shadow-md transition-opacity hover:bg-white disabled:opacity-0 tablet:inline-flex';

/**
 * The product's views (docs/product.md#entities image set, several per colour): a row that snaps picture by
 * picture, swiped on phones, with thumbnails below on wider screens. Thumbnails are links to
 * each view's anchor, so they work without JavaScript; with it they scroll the row smoothly
 * and arrows step through the views.
 */
export function ProductGallery({ images, name }: { images: ImageSet[]; name: string }) {
  const hydrated = useHydrated();
  const track = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);
  const count = images.length;

  const show = (index: number) => {
    const row = track.current;
    if (!row) return;
    row.scrollTo({ left: index * row.clientWidth, behavior: 'smooth' });
  };
  const onThumb = (event: MouseEvent, index: number) => {
    event.preventDefault();
    show(index);
  };
  const onScroll = () => {
    const row = track.current;
    if (row && row.clientWidth > 0) setActive(Math.round(row.scrollLeft / row.clientWidth));
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="relative">
        <ul
          ref={track}
          onScroll={onScroll}
          aria-label={`Фото: ${name}`}
          // Keyboard users scroll the row with the arrow keys once it has focus.
          tabIndex={0}
          className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-3xl bg-brand-soft focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        >
          {images.map((image, index) => (
            <li key={image.src} id={viewId(index)} className="aspect-square w-full shrink-0 snap-center">
              <ProductPicture
                image={image}
                alt={`${name}, фото ${index + 1} из ${count}`}
                priority={index === 0}
              />
            </li>
          ))}
        </ul>
        {hydrated && count > 1 && (
          <>
            <button
              type="button"
              aria-label="Предыдущее фото"
              disabled={active === 0}
              onClick={() => show(active - 1)}
              className={cx(ARROW, 'left-4')}
            >
              <Icon name="arrow-left" size={20} />
            </button>
            <button
              type="button"
              aria-label="Следующее фото"
              disabled={active >= count - 1}
              onClick={() => show(active + 1)}
              className={cx(ARROW, 'right-4')}
            >
              <Icon name="arrow-left" size={20} className="rotate-180" />
            </button>
          </>
        )}
        {count > 1 && (
          <div
            aria-hidden
            className="pointer-events-none absolute bottom-4 left-0 right-0 flex justify-center gap-1.5 tablet:hidden"
          >
            {images.map((image, index) => (
              <span
                key={image.src}
                className={cx(
                  'h-1.5 rounded-full transition-all',
                  index === active ? 'w-5 bg-brand' : 'w-1.5 bg-brand/30',
                )}
              />
            ))}
          </div>
        )}
      </div>
      {count > 1 && (
        <ul className="hidden gap-3 tablet:flex" aria-label="Все фото">
          {images.map((image, index) => (
            <li key={image.src}>
              <a
                href={`#${viewId(index)}`}
                onClick={(event) => onThumb(event, index)}
                aria-label={`Фото ${index + 1} из ${count}`}
                aria-current={index === active ? 'true' : undefined}
                className={cx(
                  'block h-20 w-20 overflow-hidden rounded-2xl border-2 bg-brand-soft transition-colors',
                  index === active ? 'border-brand' : 'border-transparent hover:border-neutral-300',
                )}
              >
                <ProductPicture image={image} alt="" variant="small" size={80} />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
