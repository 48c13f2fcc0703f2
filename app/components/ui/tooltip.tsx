import { useId, type ReactNode } from 'react';
import { cx } from './class-names';

type TooltipProps = {
  /** The element that shows the tip on hover or keyboard focus; make it focusable. */
  children: ReactNode;
  content: ReactNode;
  /** Spec §9: tooltips are at most 218 px wide, the bonus hint 308 px. */
  maxWidth?: 218 | 308;
  className?: string;
};

/**
 * A tip shown on hover and on focus within, with CSS only: it works before hydration and
 * without JavaScript. The tip may hold links (the bonus hint does), so it is a described
 * region rather than a bare title attribute.
 */
export function Tooltip({ children, content, maxWidth = 218, className }: TooltipProps) {
  const id = useId();
  return (
    <span className={cx('group relative inline-flex', className)}>
      <span aria-describedby={id} className="inline-flex">
        {children}
      </span>
      <span
        id={id}
        role="tooltip"
        style={{ maxWidth, width: 'max-content' }}
        className={cx(
          'invisible absolute left-1/2 top-full z-30 mt-2 -translate-x-1/2 rounded-xl bg-brand px-3 py-2',
          'text-xs leading-snug text-white opacity-0 shadow-lg transition-opacity',
          'group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100',
        )}
      >
        {content}
      </span>
    </span>
  );
}
