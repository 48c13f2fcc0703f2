import type { ReactNode } from 'react';
import { lazyPart } from '~/components/platform/lazy-part';
import type { ShellData } from './shell-data';
import { SiteHeader } from './site-header';

// Nobody uses the footer on a page's arrival: it hydrates after the page, from a chunk of its own.
const SiteFooter = lazyPart(() => import('./site-footer').then((m) => m.SiteFooter));

/** The layout of every shop page: banner strip, sticky header, content, footer. */
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
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
