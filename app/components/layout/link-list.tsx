import { Link } from '@remix-run/react';
import type { MenuLink } from './catalog-menu';

/** A plain list of links, the shape of the dropdowns, the burger menu's groups and the footer columns. */
export function LinkList({
  links,
  className,
  linkClassName,
}: {
  links: MenuLink[];
  className?: string;
  /** Left out where the list's own class styles its links (the footer's columns). */
  linkClassName?: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link discover="none" to={link.to} className={linkClassName}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
