import type { ContentBlock } from '~/commerce/contract/content';
import { cx } from '~/components/ui/class-names';
import { Icon } from '~/components/ui/icon';
import { ContentLink, isOutsideLink } from './content-link';
import { DataTable } from './data-table';

// The one renderer of the content API's blocks (pages, news, how to measure). Text comes as
// plain strings: nothing here renders stored HTML.

/** The anchor of the n-th heading of a body (0-based), for the table of contents. */
export function headingAnchor(index: number): string {
  return `section-${index + 1}`;
}

/** The second-level headings of a body with their anchors, in order. */
export function outlineOf(blocks: ContentBlock[]): { id: string; text: string }[] {
  const outline: { id: string; text: string }[] = [];
  let headings = 0;
  for (const block of blocks) {
    if (block.type !== 'heading') continue;
    if (block.level === 2) outline.push({ id: headingAnchor(headings), text: block.text });
    headings += 1;
  }
  return outline;
}

const NOTE_TONES = {
  info: 'border-brand bg-brand-soft',
  warning: 'border-amber-500 bg-amber-50',
} as const;

function LinksBlock({ items }: { items: { text: string; url: string }[] }) {
  return (
    <ul className="my-5 flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={`${item.url}|${item.text}`}>
          <ContentLink
            url={item.url}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-neutral-300 px-4 py-2 text-sm font-semibold hover:border-brand hover:bg-brand-soft"
          >
            {item.text}
            {isOutsideLink(item.url) ? null : (
              <Icon name="chevron" size={16} className="-rotate-90 text-brand-muted" />
            )}
          </ContentLink>
        </li>
      ))}
    </ul>
  );
}

function Block({ block, anchor }: { block: ContentBlock; anchor?: string }) {
  switch (block.type) {
    case 'heading':
      return block.level === 2 ? (
        <h2 id={anchor} className="mb-3 mt-10 scroll-mt-28 text-xl font-bold leading-snug tablet:text-2xl">
          {block.text}
        </h2>
      ) : (
        <h3 id={anchor} className="mb-2 mt-7 scroll-mt-28 text-lg font-semibold leading-snug">
          {block.text}
        </h3>
      );
    case 'paragraph':
      return <p className="my-4">{block.text}</p>;
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List
          className={cx(
            'my-4 flex flex-col gap-2 pl-6 marker:text-brand-muted',
            block.ordered ? 'list-decimal' : 'list-disc',
          )}
        >
          {block.items.map((item, index) => (
            <li key={index} className="pl-1">
              {item}
            </li>
          ))}
        </List>
      );
    }
    case 'table':
      return (
        <DataTable
          columns={block.columns}
          rows={block.rows}
          caption={block.caption}
          rowHeaders
          className="my-6 text-base"
        />
      );
    case 'note':
      return (
        <div
          role="note"
          className={cx('my-6 rounded-2xl border-l-4 px-5 py-4 text-[0.95rem]', NOTE_TONES[block.tone])}
        >
          <p>{block.text}</p>
        </div>
      );
    case 'links':
      return <LinksBlock items={block.items} />;
  }
}

/**
 * A body of blocks as readable text: about 70 characters a line, generous leading, tables
 * that scroll sideways on phones instead of squeezing.
 */
export function ContentBlocks({ blocks, className }: { blocks: ContentBlock[]; className?: string }) {
  let headings = 0;
  return (
    <div
      className={cx('max-w-3xl text-base leading-relaxed text-neutral-800 [&>:first-child]:mt-0', className)}
    >
      {blocks.map((block, index) => {
        const anchor = block.type === 'heading' ? headingAnchor(headings++) : undefined;
        return <Block key={index} block={block} anchor={anchor} />;
      })}
    </div>
  );
}
