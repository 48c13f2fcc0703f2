import { Form } from '@remix-run/react';
import { useId } from 'react';
import { cx } from '~/components/ui/class-names';
import { Icon } from '~/components/ui/icon';

type SearchFormProps = {
  className?: string;
  defaultValue?: string;
  size?: 'md' | 'lg';
  /** Names the search landmark; a page with a second search form gives it another name. */
  label?: string;
};

/** The search entry: a plain GET form to /search/?q=…, so it works without JavaScript. */
export function SearchForm({
  className,
  defaultValue,
  size = 'md',
  label = 'Поиск по каталогу',
}: SearchFormProps) {
  const id = useId();
  return (
    <Form
      discover="none"
      method="get"
      action="/search/"
      role="search"
      aria-label={label}
      className={cx('relative', className)}
    >
      <label htmlFor={id} className="sr-only">
        Поиск
      </label>
      <input
        id={id}
        type="search"
        name="q"
        placeholder="Поиск"
        defaultValue={defaultValue}
        autoComplete="off"
        enterKeyHint="search"
        className={cx(
          'w-full rounded-full border border-transparent bg-brand-soft pl-11 pr-4 text-sm',
          'placeholder:text-brand-muted focus:border-brand focus:bg-white focus:outline-none',
          size === 'lg' ? 'h-14 text-base' : 'h-10',
        )}
      />
      <button
        type="submit"
        aria-label="Найти"
        className="absolute left-1 top-1/2 inline-flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded-full text-brand"
      >
        <Icon name="search" size={20} />
      </button>
    </Form>
  );
}
