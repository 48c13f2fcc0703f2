import { Link } from '@remix-run/react';
import { ProductPicture } from '~/components/product/product-picture';
import { buttonClass } from '~/components/ui/button';
import { Price } from '~/components/ui/price';
import { pluralRu } from '~/utils/plural';
import { PopularQueries } from './popular-queries';
import { OVERLAY_CARDS, searchPageHref, type SearchSuggestions } from './search-suggestions';
import { correctedQueryText, NOTHING_FOUND } from './search-texts';

const HEADING = 'text-xs font-bold uppercase tracking-widest text-brand-muted';

/** 'Показать все 21 товар' (docs/product.md#screens-and-routes: Russian plural forms). */
export function showAllText(count: number): string {
  return `Показать все ${count} ${pluralRu(count, ['товар', 'товара', 'товаров'])}`;
}

/**
 * What the overlay found: the one matching page under 'Страницы', up to 6 product cards and
 * 'Показать все N товаров' when there are more (docs/product.md#screens-and-routes, docs/product.md#constants-and-limits), or the empty text.
 */
export function SearchResults({ result, onNavigate }: { result: SearchSuggestions; onNavigate: () => void }) {
  if (result.failed)
    return <p className="text-sm text-brand-muted">Поиск сейчас не отвечает. Попробуй ещё раз чуть позже.</p>;
  if (result.count === 0 && !result.page) {
    return (
      <div className="flex flex-col gap-6" aria-live="polite">
        <p className="text-base">{NOTHING_FOUND}</p>
        <PopularQueries queries={result.popular ?? []} onNavigate={onNavigate} />
      </div>
    );
  }
  const cards = result.elements.slice(0, OVERLAY_CARDS);
  return (
    <div className="flex flex-col gap-6" aria-live="polite">
      {result.correctedQuery && (
        <p className="text-sm text-brand-muted">{correctedQueryText(result.correctedQuery)}</p>
      )}
      {result.page && (
        <section aria-labelledby="search-pages" className="flex flex-col gap-2">
          <h2 id="search-pages" className={HEADING}>
            Страницы
          </h2>
          <Link
            to={result.page.url}
            onClick={onNavigate}
            className="self-start text-lg font-semibold underline-offset-4 hover:underline"
          >
            {result.page.name}
          </Link>
        </section>
      )}
      {cards.length > 0 ? (
        <section aria-labelledby="search-products" className="flex flex-col gap-3">
          <h2 id="search-products" className={HEADING}>
            Товары
          </h2>
          <ul className="grid grid-cols-1 gap-3 mobileWide:grid-cols-2 tablet:grid-cols-3 desktop:grid-cols-6 desktop:gap-5">
            {cards.map((card) => (
              <li key={card.id}>
                <Link
                  to={card.url}
                  onClick={onNavigate}
                  className="flex items-center gap-3 rounded-2xl p-1 hover:bg-brand-soft desktop:flex-col desktop:items-stretch desktop:p-0 desktop:hover:bg-transparent"
                >
                  <span className="block h-20 w-20 shrink-0 overflow-hidden rounded-xl bg-brand-soft desktop:aspect-square desktop:h-auto desktop:w-full desktop:rounded-2xl">
                    {card.images[0] && (
                      <ProductPicture image={card.images[0]} alt="" variant="small" size={200} />
                    )}
                  </span>
                  <span className="flex min-w-0 flex-col gap-0.5">
                    <span className="text-xs text-brand-muted">{card.category}</span>
                    <span className="line-clamp-2 text-sm font-semibold leading-snug">{card.name}</span>
                    <Price value={card.price.value} oldValue={card.oldPrice?.value} from={card.priceFrom} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <p className="text-base">{NOTHING_FOUND}</p>
      )}
      {result.count > OVERLAY_CARDS && (
        <Link
          to={searchPageHref(result.q)}
          onClick={onNavigate}
          className={`${buttonClass('primary', 'lg')} desktop:self-center`}
        >
          {showAllText(result.count)}
        </Link>
      )}
    </div>
  );
}
