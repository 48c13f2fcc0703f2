import { PreloadLink } from '~/components/platform/preload-link';
import type { ReactNode } from 'react';

/** True for addresses that leave the shop's pages: other sites, phone calls, email. */
export function isOutsideLink(url: string): boolean {
  return !url.startsWith('/') || url.startsWith('//');
}

/**
 * A link from stored content: pages of the shop go through the router, phone and email links
 * stay plain, other sites open in a new tab.
 */
export function ContentLink({
  url,
  className,
  children,
}: {
  url: string;
  className?: string;
  children: ReactNode;
}) {
  if (!isOutsideLink(url)) {
    return (
      <PreloadLink to={url} className={className}>
        {children}
      </PreloadLink>
    );
  }
  const newTab = /^https?:/i.test(url);
  return (
    <a href={url} className={className} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}
