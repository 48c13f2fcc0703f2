// Headless UI's dialog parts, loaded only when a dialog first opens (or when the browser is
// idle after hydration, so the first opening rarely waits): the library is about 19 kB of
// gzip that no page needs to show or hydrate. Same components, same props; a dialog that has
// never been open renders nothing, as Headless UI's own closed Dialog does.
import type * as Headless from '@headlessui/react';
import { lazy, Suspense, useState, type ComponentProps, type ReactNode } from 'react';

let loading: Promise<typeof Headless> | undefined;
const loadHeadless = () => (loading ??= import('@headlessui/react'));

if (typeof window !== 'undefined') {
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2000));
  window.addEventListener('load', () => whenIdle(() => void loadHeadless()), { once: true });
}

const LiveDialog = lazy(() => loadHeadless().then((m) => ({ default: m.Dialog })));
export const DialogBackdrop = lazy(() => loadHeadless().then((m) => ({ default: m.DialogBackdrop })));
export const DialogPanel = lazy(() => loadHeadless().then((m) => ({ default: m.DialogPanel })));
export const DialogTitle = lazy(() => loadHeadless().then((m) => ({ default: m.DialogTitle })));

type DialogProps = ComponentProps<typeof Headless.Dialog> & {
  /** Shown while the library loads (a server-drawn dialog keeps its markup meanwhile). */
  fallback?: ReactNode;
};

/** Headless UI's Dialog, fetched the first time it opens; closed ones stay mounted for their fade. */
export function Dialog({ fallback = null, ...props }: DialogProps) {
  const [used, setUsed] = useState(Boolean(props.open));
  // State from the previous render: the first opening mounts the real dialog for good.
  if (props.open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={fallback}>
      <LiveDialog {...props} />
    </Suspense>
  );
}
