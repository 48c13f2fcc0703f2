import type { ReactNode } from 'react';
import { HydrateApart } from '~/components/platform/hydrate-apart';
import { lazyPart } from '~/components/platform/lazy-part';
import type { ShellData } from './shell-data';
import { SiteHeader } from './site-header';

// Nobody uses the footer on a page's arrival: it hydrates after the page, from a chunk of its own
// (a lazy part is its own Suspense boundary, so it also hydrates apart from the header).
const SiteFooter = lazyPart(() => import('./site-footer').then((m) => m.SiteFooter));

/**
 * The layout of every shop page: banner strip, sticky header, content, footer. The content
 * hydrates apart from the header (platform/hydrate-apart.tsx), the footer from its own chunk.
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
      <SiteFooter />
    </>
  );
}
