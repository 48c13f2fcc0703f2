import { Form, useFetcher, useLocation } from '@remix-run/react';
import type { action as cityAction } from '~/routes/resources.city';
import type { loader as citySearchLoader } from '~/routes/resources.city-search';
import { useState } from 'react';
import { Icon } from '~/components/ui/icon';
import { Modal } from '~/components/ui/modal';
import { cx } from '~/components/ui/class-names';
import { CITY_QUERY_PARAM, withoutCityModal } from '~/components/layout/city-modal-url';
import { CityNameMatch } from './city-name-match';
import { FormContextFields } from './form-context-fields';
import { useDebouncedCallback } from './use-debounced-callback';

/** A city of the list: its name and region (for towns of the same name). */
export type CityModalCity = { id: number; name: string; region?: string };

export type CityModalProps = {
  /** Root data `cityModal`: the search text from the URL and the cities for it. */
  modal: { query: string; cities: CityModalCity[] };
  /** Root data `city.id`: shown bold with a check mark. */
  currentCityId: number;
};

/** City search debounce (docs/product.md#constants-and-limits). */
const SEARCH_DEBOUNCE_MS = 500;

/**
 * The city modal (docs/product.md#overlays-and-other-screens): title 'Твой город', search 'Введи город', the list with Moscow
 * first and the current city bold with a check mark, matches highlighted, 'Город не найден'.
 * A right-hand panel on wide screens, a bottom drawer on narrow ones. Opened by the URL
 * (?city=open), so the server renders it for a browser without JavaScript: the search is
 * then a GET form and each city a submit button. With JavaScript the list follows typing
 * (500 ms after the last key) through a fetcher, and Escape or a click outside closes it.
 */
export function CityModal({ modal, currentCityId }: CityModalProps) {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const closeHref = withoutCityModal(here);
  const search = useFetcher<typeof citySearchLoader>({ key: 'city-search' });
  const select = useFetcher<typeof cityAction>({ key: 'city-select' });
  const [typed, setTyped] = useState<string | null>(null);

  const searchNow = (text: string) =>
    search.load(`/resources/city-search?q=${encodeURIComponent(text.trim())}`);
  const searchSoon = useDebouncedCallback(searchNow, SEARCH_DEBOUNCE_MS);

  // Typed text wins over the URL's once the fetcher has answered for it.
  const answer = typed !== null && search.data ? search.data : modal;
  const pending =
    search.state === 'loading' || (typed !== null && typed.trim() !== (search.data?.query ?? modal.query));

  // The GET form keeps the page's other parameters (and city=open) so the server reopens the modal.
  const keptParams = [...new URLSearchParams(location.search)].filter(([name]) => name !== CITY_QUERY_PARAM);

  return (
    <Modal open title="Твой город" closeHref={closeHref} variant="side" maxWidth={480}>
      <Form
        discover="none"
        method="get"
        action={location.pathname}
        role="search"
        aria-label="Поиск города"
        onSubmit={(event) => {
          // With JavaScript, Enter searches at once in place instead of reloading the page.
          event.preventDefault();
          const text = String(new FormData(event.currentTarget).get(CITY_QUERY_PARAM) ?? '');
          setTyped(text);
          searchNow(text);
        }}
      >
        {keptParams.map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        <label className="relative block">
          <span className="sr-only">Введи город</span>
          <input
            type="search"
            name={CITY_QUERY_PARAM}
            defaultValue={modal.query}
            placeholder="Введи город"
            autoComplete="off"
            maxLength={100}
            onChange={(event) => {
              setTyped(event.target.value);
              searchSoon(event.target.value);
            }}
            className="h-12 w-full rounded-full border border-brand-muted/40 bg-brand-soft pl-5 pr-12 text-base outline-none focus:border-brand"
          />
          <button
            type="submit"
            aria-label="Найти"
            title="Найти"
            className="absolute right-1 top-1 inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-white"
          >
            <Icon name="search" size={20} />
          </button>
        </label>
      </Form>

      <select.Form method="post" action="/resources/city" className={cx('mt-4', pending && 'opacity-60')}>
        <FormContextFields returnTo={closeHref} />
        <input type="hidden" name="intent" value="select" />
        {answer.cities.length === 0 ? (
          <p role="status" className="py-6 text-center text-brand-muted">
            Город не найден
          </p>
        ) : (
          <ul aria-label="Города" className="divide-y divide-brand-soft">
            {answer.cities.map((city) => (
              <CityButton
                key={city.id}
                city={city}
                query={answer.query}
                current={city.id === currentCityId}
              />
            ))}
          </ul>
        )}
      </select.Form>
    </Modal>
  );
}

function CityButton({ city, query, current }: { city: CityModalCity; query: string; current: boolean }) {
  return (
    <li>
      <button
        type="submit"
        name="cityId"
        value={city.id}
        aria-current={current ? 'true' : undefined}
        className="flex w-full items-center justify-between gap-3 rounded-lg px-2 py-3 text-left hover:bg-brand-soft focus-visible:bg-brand-soft"
      >
        <span>
          <span className={cx('block', current && 'font-bold')}>
            <CityNameMatch name={city.name} query={query} />
          </span>
          {city.region && city.region !== city.name ? (
            <span className="block text-sm text-brand-muted">{city.region}</span>
          ) : null}
        </span>
        {current ? <Icon name="check" size={20} label="Выбранный город" /> : null}
      </button>
    </li>
  );
}
