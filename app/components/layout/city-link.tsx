import { Link, useLocation } from '@remix-run/react';
import type { ReactNode } from 'react';
import { Icon } from '~/components/ui/icon';
import { cityModalHref } from '~/components/layout/city-modal-url';

/**
 * Opens the city modal over the current page: a plain link to the page with ?city=open, which
 * the server renders with the modal open, so it works without JavaScript too.
 */
export function CityLink({ className, children }: { className: string; children: ReactNode }) {
  const location = useLocation();
  return (
    <Link
      discover="none"
      to={cityModalHref(`${location.pathname}${location.search}`)}
      preventScrollReset
      className={className}
    >
      <Icon name="pin" size={20} />
      {children}
    </Link>
  );
}
