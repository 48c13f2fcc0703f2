import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { cx } from '~/components/ui/class-names';

export type ChipLink = {
  to: string;
  label: ReactNode;
  /** The chip of the page shown (aria-current="page"). */
  current: boolean;
  /** A quiet figure after the label (a count). */
  note?: ReactNode;
};

/**
 * A row of rounded links that choose what a page shows (a size table, a city, whose looks):
 * plain links, so they work without JavaScript; with it they change the page in place
 * without scrolling it.
 */
export function ChipLinks({ links, size = 'md' }: { links: ChipLink[]; size?: 'sm' | 'md' }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {links.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            replace
            preventScrollReset
            aria-current={link.current ? 'page' : undefined}
            className={cx(
              'inline-flex items-center gap-1.5 rounded-full text-sm font-semibold',
              size === 'sm' ? 'h-9 px-3.5' : 'h-10 px-4',
              link.current ? 'bg-brand text-white' : 'bg-brand-soft hover:bg-neutral-200',
            )}
          >
            {link.label}
            {link.note !== undefined && (
              <span className={link.current ? 'text-white/70' : 'text-brand-muted'}>{link.note}</span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
