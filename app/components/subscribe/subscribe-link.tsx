import { Link, useLocation } from '@remix-run/react';
import type { ReactNode } from 'react';
import { subscribeHref } from './subscribe-url';

/**
 * A link that opens the subscribe modal over the current page (?subscribe=open), with or
 * without JavaScript: drop it into the footer or any page.
 */
export function SubscribeLink({
  className,
  children = 'Подписаться на рассылку',
}: {
  className?: string;
  children?: ReactNode;
}) {
  const location = useLocation();
  return (
    <Link
      to={subscribeHref(`${location.pathname}${location.search}`)}
      preventScrollReset
      className={className}
    >
      {children}
    </Link>
  );
}
