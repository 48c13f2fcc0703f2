import { Link } from '@remix-run/react';
import { searchPageHref } from './search-suggestions';

/**
 * 'Популярные запросы' (docs/product.md#search-spellings): the most frequent searches that found something, as links
 * to their results. In the empty overlay, and instead of a dead end when nothing is found.
 */
export function PopularQueries({
  queries,
  onNavigate,
}: {
  queries: readonly string[];
  onNavigate?: () => void;
}) {
  if (queries.length === 0) return null;
  return (
    <section aria-labelledby="popular-queries" className="flex flex-col gap-3">
      <h2 id="popular-queries" className="text-xs font-bold uppercase tracking-widest text-brand-muted">
        Популярные запросы
      </h2>
      <ul className="flex flex-wrap gap-2">
        {queries.map((q) => (
          <li key={q}>
            <Link
              to={searchPageHref(q)}
              onClick={onNavigate}
              className="inline-flex h-9 items-center rounded-full bg-brand-soft px-4 text-sm font-medium transition-colors hover:bg-neutral-200"
            >
              {q}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
