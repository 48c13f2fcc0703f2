import type { ReactNode } from 'react';
import { HydrateApart } from '~/components/platform/hydrate-apart';
import type { ShellData } from './shell-data';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

// The footer takes no props: one element, so its boundary is never handed new children.
const FOOTER = <SiteFooter />;

/**
 * The layout of every shop page: banner strip, sticky header, content, footer. The content and
 * the footer hydrate apart from the header (platform/hydrate-apart.tsx).
 */
export function DefaultLayout({
  shell,
  top,
  children,
}: {
  shell: ShellData;
  top?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      {top}
      <SiteHeader shell={shell} />
      <main id="main" className="flex-1">
        <HydrateApart>{children}</HydrateApart>
      </main>
      <HydrateApart>{FOOTER}</HydrateApart>
    </>
  );
}
