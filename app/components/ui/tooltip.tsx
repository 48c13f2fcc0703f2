import { useId, type ReactNode } from 'react';
import { cx } from './class-names';

// Classes, not an inline style, so the bonus hint can widen at a breakpoint.
const WIDTH = {
  218: 'max-w-[218px]',
  308: 'max-w-[308px]',
  bonus: 'max-w-[218px] desktop:max-w-[308px]',
} as const;

type TooltipProps = {
  /** The element that shows the tip on hover or keyboard focus; make it focusable. */
  children: ReactNode;
  content: ReactNode;
  /** docs/product.md#constants-and-limits: tooltips are at most 218 px wide; the bonus hint 218 px on phones, 308 px from the desktop breakpoint. */
  maxWidth?: keyof typeof WIDTH;
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
        className={cx(
          'w-max',
          WIDTH[maxWidth],
          'invisible absolute left-1/2 top-full z-30 mt-2 -translate-x-1/2 rounded-xl bg-brand px-3 py-2',
          'text-xs leading-snug text-white opacity-0 shadow-lg transition-opacity',
          // Bridges the gap above the tip, so the pointer can travel to a link in it.
          "before:absolute before:inset-x-0 before:-top-2 before:h-2 before:content-['']",
          'group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100',
        )}
      >
        {content}
      </span>
    </span>
  );
}
