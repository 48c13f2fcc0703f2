import type { ReactNode } from 'react';
import type { ShellData } from './shell-data';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

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
