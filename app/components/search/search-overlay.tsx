import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '~/components/ui/dialog';
import { useFetcher, useLocation, useNavigate } from '@remix-run/react';
import type { loader as suggestionsLoader } from '~/routes/resources.search';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { SEARCH_QUERY_MIN } from '~/commerce/contract/catalog-options';
import { CONTAINER } from '~/components/layout/container';
import { cx } from '~/components/ui/class-names';
import { Icon } from '~/components/ui/icon';
import { Spinner } from '~/components/ui/spinner';
import { PopularQueries } from './popular-queries';
import { SearchResults } from './search-results';
import { searchPageHref, SUGGESTIONS_PATH } from './search-suggestions';

/** docs/product.md#constants-and-limits: suggestions are asked 500 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500;

export type SearchOverlayProps = { open: boolean; initialText: string; onClose: () => void };

/**
 * The search overlay at the top of the page (docs/product.md#overlays-and-other-screens, docs/product.md#search-overlay): typing asks for suggestions 500 ms
 * after the last key, from 2 characters; a newer request aborts the older (a fetcher's next
 * load cancels its previous one); clearing the text clears the results; Enter or 'show all'
 * opens /search/?q=.
 */
export function SearchOverlay({ open, initialText, onClose }: SearchOverlayProps) {
  const fetcher = useFetcher<typeof suggestionsLoader>({ key: 'search-overlay' });
  // The empty overlay's popular queries: asked once, when it first opens.
  const popular = useFetcher<typeof suggestionsLoader>({ key: 'search-popular' });
  const navigate = useNavigate();
  const location = useLocation();
  const [text, setText] = useState(initialText);
  const [asked, setAsked] = useState('');
  const input = useRef<HTMLInputElement | null>(null);
  // Headless UI leaves focus alone on touch screens; the overlay is for typing, so the field
  // takes focus as it appears: on opening, or later when the dialog's code first arrives.
  const fieldRef = useCallback(
    (field: HTMLInputElement | null) => {
      input.current = field;
      if (field && open) requestAnimationFrame(() => field.focus());
    },
    [open],
  );
  const query = text.trim();

  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: string) => {
    setText(next);
    const q = next.trim();
    clearTimeout(timer.current);
    // docs/product.md#validation: nothing is asked below 2 characters, and clearing resets the results.
    if (q.length < SEARCH_QUERY_MIN) {
      setAsked('');
      return;
    }
    timer.current = setTimeout(() => {
      setAsked(q);
      fetcher.load(`${SUGGESTIONS_PATH}?${new URLSearchParams({ q })}`);
    }, SEARCH_DEBOUNCE_MS);
  };

  // Opening starts from the header's text; a route change closes the overlay.
  useEffect(() => {
    if (!open) return;
    change(initialText);
    if (popular.state === 'idle' && !popular.data) popular.load(`${SUGGESTIONS_PATH}?q=`);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when opened
  }, [open, initialText]);
  // (The overlay mounts when it first opens: only a later route change closes it.)
  const shownAt = useRef(location.key);
  useEffect(() => {
    if (location.key === shownAt.current) return;
    shownAt.current = location.key;
    onClose();
  }, [location.key, onClose]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (query.length < SEARCH_QUERY_MIN) return;
    onClose();
    navigate(searchPageHref(query));
  };

  const result = fetcher.data && fetcher.data.q === asked && asked === query ? fetcher.data : null;
  const loading = query.length >= SEARCH_QUERY_MIN && (fetcher.state === 'loading' || asked !== query);

  return (
    <Dialog open={open} onClose={onClose} className="relative z-modal">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-black/40 transition-opacity duration-200 data-[closed]:opacity-0"
      />
      <div className="fixed inset-x-0 top-0 max-h-[100dvh] overflow-y-auto">
        <DialogPanel
          transition
          className="bg-white pb-8 pt-4 shadow-2xl transition duration-200 ease-out data-[closed]:-translate-y-4 data-[closed]:opacity-0 tablet:pt-6"
        >
          <div className={cx(CONTAINER, 'flex flex-col gap-6')}>
            <DialogTitle className="sr-only">Поиск по каталогу</DialogTitle>
            <form
              role="search"
              aria-label="Быстрый поиск"
              method="get"
              action="/search/"
              onSubmit={submit}
              className="flex items-center gap-2"
            >
              <div className="relative flex-1">
                <label htmlFor="search-overlay-input" className="sr-only">
                  Поиск по каталогу
                </label>
                <Icon
                  name="search"
                  size={22}
                  className="pointer-events-none absolute left-4 top-1/2 -translate-y-1/2"
                />
                <input
                  ref={fieldRef}
                  id="search-overlay-input"
                  type="search"
                  name="q"
                  data-autofocus
                  value={text}
                  onChange={(event) => change(event.currentTarget.value)}
                  onFocus={(event) => event.currentTarget.setSelectionRange(text.length, text.length)}
                  placeholder="Кроссовки, бренд или модель"
                  autoComplete="off"
                  enterKeyHint="search"
                  className="h-14 w-full rounded-full bg-brand-soft pl-12 pr-12 text-base placeholder:text-brand-muted focus:bg-white focus:outline focus:outline-2 focus:outline-brand [&::-webkit-search-cancel-button]:appearance-none"
                />
                {loading ? (
                  <Spinner size={20} className="absolute right-4 top-1/2 -translate-y-1/2 text-brand-muted" />
                ) : (
                  text !== '' && (
                    <button
                      type="button"
                      onClick={() => {
                        change('');
                        input.current?.focus();
                      }}
                      aria-label="Очистить"
                      title="Очистить"
                      className="absolute right-2 top-1/2 inline-flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full text-brand-muted hover:text-brand"
                    >
                      <Icon name="close" size={18} />
                    </button>
                  )
                )}
              </div>
              <button
                type="button"
                onClick={onClose}
                title="Закрыть"
                aria-label="Закрыть"
                className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full hover:bg-brand-soft"
              >
                <Icon name="close" />
              </button>
            </form>
            {query.length >= SEARCH_QUERY_MIN && result && (
              <SearchResults result={result} onNavigate={onClose} />
            )}
            {query.length < SEARCH_QUERY_MIN && (
              <p className="text-sm text-brand-muted">
                Введи хотя бы {SEARCH_QUERY_MIN} символа: название, бренд или модель.
              </p>
            )}
            {query.length < SEARCH_QUERY_MIN && (
              <PopularQueries queries={popular.data?.popular ?? []} onNavigate={onClose} />
            )}
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
