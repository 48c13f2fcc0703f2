import { Link } from '@remix-run/react';
import { buttonClass } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';

type ShowMoreProps = {
  shown: number;
  total: number;
  /** The address with one page more (?shown=…), null when every product is shown. */
  nextHref: string | null;
  busy: boolean;
};

/**
 * 'Показать ещё' (docs/product.md#screens-and-routes, docs/product.md#flows): a link to the same list with one page more, so it works
 * without JavaScript and reaches every product; with JavaScript the new page is appended in
 * place and the scroll position stays.
 */
export function ShowMore({ shown, total, nextHref, busy }: ShowMoreProps) {
  if (total === 0) return null;
  const progress = Math.min(100, Math.round((shown / total) * 100));
  return (
    <div className="mt-12 flex flex-col items-center gap-4">
      <p className="text-sm text-brand-muted">
        Показано {Math.min(shown, total)} из {total}
      </p>
      <div className="h-1 w-48 overflow-hidden rounded-full bg-neutral-200" aria-hidden>
        <div className="h-full rounded-full bg-brand" style={{ width: `${progress}%` }} />
      </div>
      {nextHref && (
        <Link
          discover="none"
          to={nextHref}
          replace
          preventScrollReset
          aria-busy={busy || undefined}
          className={buttonClass('secondary', 'lg')}
          rel="next"
        >
          {busy && <Spinner size={20} />}
          Показать ещё
        </Link>
      )}
    </div>
  );
}
