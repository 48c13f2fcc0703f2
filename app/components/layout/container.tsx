import type { ReactNode } from 'react';
import { cx } from '~/components/ui/class-names';

/** The page width and side padding every block of the shell shares. */
export const CONTAINER = 'mx-auto w-full max-w-[1440px] px-4 tablet:px-6 desktopMedium:px-10';

export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cx(CONTAINER, className)}>{children}</div>;
}
