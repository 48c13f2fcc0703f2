import { useMatches } from '@remix-run/react';
import type { ReactNode } from 'react';
import { HydrateApart } from '~/components/platform/hydrate-apart';
import { DefaultLayout } from './default-layout';
import { MinimalLayout } from './minimal-layout';
import { layoutOf } from './route-handle';
import type { ShellData } from './shell-data';

type AppShellProps = {
  shell: ShellData;
  /** Above the header on default-layout pages (the global banner strip). */
  top?: ReactNode;
  /** Above either layout, on every page (the demo shop's mark). */
  mark?: ReactNode;
  /** After the page on every layout: prompts, dialogs and the cookie banner. */
  overlays?: ReactNode;
  children: ReactNode;
};

/** Picks the layout the matched routes ask for (handle.layout) and frames the page with it. */
export function AppShell({ shell, top, mark, overlays, children }: AppShellProps) {
  const layout = layoutOf(useMatches());
  return (
    <>
      <a
        href="#main"
        className="sr-only z-modal rounded-full bg-brand px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Перейти к содержимому
      </a>
      {mark}
      {layout === 'minimal' ? (
        <MinimalLayout>{children}</MinimalLayout>
      ) : (
        <DefaultLayout shell={shell} top={top}>
          {children}
        </DefaultLayout>
      )}
      {/* Prompts and dialogs hydrate apart too (a click on one hydrates it first). */}
      <HydrateApart>{overlays}</HydrateApart>
    </>
  );
}
