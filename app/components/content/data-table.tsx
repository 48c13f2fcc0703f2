import { useId } from 'react';
import { cx } from '~/components/ui/class-names';

type DataTableProps = {
  columns: string[];
  rows: string[][];
  caption?: string;
  /** Shows the caption on screen; otherwise it is only for screen readers. */
  showCaption?: boolean;
  /** The first cell of each row names the row (a level, a size): read out as a row header. */
  rowHeaders?: boolean;
  className?: string;
};

/**
 * A table of text that stays readable on a phone: it scrolls sideways inside its own frame
 * (focusable, so keyboard users can scroll it too) instead of widening the page.
 */
export function DataTable({
  columns,
  rows,
  caption,
  showCaption = true,
  rowHeaders,
  className,
}: DataTableProps) {
  const captionId = useId();
  return (
    // A named <section> is a region: screen readers list it among the page's landmarks.
    <section
      aria-labelledby={caption ? captionId : undefined}
      aria-label={caption ? undefined : 'Таблица'}
      tabIndex={0}
      className={cx(
        'overflow-x-auto rounded-2xl border border-neutral-200 focus-visible:outline-2',
        className,
      )}
    >
      <table className="w-full min-w-max border-collapse text-left text-sm tablet:min-w-full">
        {caption && (
          <caption
            id={captionId}
            className={cx(showCaption ? 'px-4 pb-1 pt-4 text-left text-base font-bold' : 'sr-only')}
          >
            {caption}
          </caption>
        )}
        <thead>
          <tr className="border-b border-neutral-200 bg-brand-soft">
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index} className="border-b border-neutral-100 last:border-0 even:bg-neutral-50/60">
              {row.map((cell, cellIndex) =>
                rowHeaders && cellIndex === 0 ? (
                  <th key={cellIndex} scope="row" className="px-4 py-3 font-semibold">
                    {cell}
                  </th>
                ) : (
                  <td key={cellIndex} className="px-4 py-3 align-top">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
