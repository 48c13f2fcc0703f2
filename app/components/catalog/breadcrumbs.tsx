import { Link } from '@remix-run/react';
import type { Breadcrumb } from '~/commerce/contract/product';
import { cx } from '~/components/ui/class-names';

/** The trail from the home page to this one; the last crumb is the current page (not a link). */
export function Breadcrumbs({ items, className }: { items: Breadcrumb[]; className?: string }) {
  if (items.length < 2) return null;
  return (
    <nav aria-label="Навигационная цепочка" className={cx('overflow-x-auto', className)}>
      <ol className="flex items-center gap-1.5 whitespace-nowrap text-xs text-brand-muted tablet:text-sm">
        {items.map((item, index) => (
          <li key={item.url} className="crumb">
            {index === items.length - 1 ? (
              <span aria-current="page" className="text-brand">
                {item.name}
              </span>
            ) : (
              <Link discover="none" to={item.url} className="hover:text-brand hover:underline">
                {item.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
