import { ButtonLink } from '~/components/ui/button';

/** No product matches the chosen filters (or the search text). */
export function EmptyResults({ resetHref, text }: { resetHref: string | null; text?: string }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-3xl bg-brand-soft px-6 py-16 text-center">
      <p className="text-xl font-bold">Ничего не нашлось</p>
      <p className="max-w-md text-sm text-brand-muted">
        {text ?? 'Попробуй убрать часть фильтров или посмотри другие разделы каталога.'}
      </p>
      {resetHref && (
        <ButtonLink to={resetHref} replace preventScrollReset variant="primary">
          Сбросить фильтры
        </ButtonLink>
      )}
    </div>
  );
}
