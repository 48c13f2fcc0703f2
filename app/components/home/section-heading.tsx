import { Link } from '@remix-run/react';
import { Icon } from '~/components/ui/icon';

/** A home section's h2 (its id labels the section) and its "see all" link. */
export function SectionHeading({
  id,
  title,
  url,
  linkText = 'Смотреть все',
}: {
  id: string;
  title: string;
  url?: string;
  linkText?: string;
}) {
  return (
    <div className="flex items-end justify-between gap-4">
      <h2 id={id} className="text-2xl font-black tracking-tight tablet:text-3xl">
        {title}
      </h2>
      {url && (
        <Link
          to={url}
          className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold hover:text-brand-accent"
        >
          {linkText}
          <span className="sr-only">: {title}</span>
          <Icon name="chevron" size={18} className="-rotate-90" />
        </Link>
      )}
    </div>
  );
}
