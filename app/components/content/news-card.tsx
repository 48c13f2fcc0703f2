import { PreloadLink } from '~/components/platform/preload-link';
import type { NewsPreview } from '~/commerce/contract/content';
import { cx } from '~/components/ui/class-names';
import { formatRuDate } from './dates';

/** The level of a card's title: one below the heading the cards sit under. */
type TitleLevel = 'h2' | 'h3';

/** A news teaser: date, title and first lines; the whole card links to the article. */
export function NewsCard({
  item,
  className,
  titleLevel: Title = 'h3',
}: {
  item: NewsPreview;
  className?: string;
  titleLevel?: TitleLevel;
}) {
  const date = formatRuDate(item.publishedAt);
  return (
    <article className={cx('group relative flex flex-col gap-3 rounded-3xl bg-brand-soft p-6', className)}>
      <time dateTime={date.dateTime} className="text-sm text-brand-muted">
        {date.text}
      </time>
      <Title className="text-lg font-bold leading-snug group-hover:underline group-hover:underline-offset-4">
        {/* The link covers the card (::after), so the card is one click target and one tab stop. */}
        <PreloadLink to={item.url} className="after:absolute after:inset-0 after:rounded-3xl">
          {item.title}
        </PreloadLink>
      </Title>
      <p className="line-clamp-3 text-sm leading-relaxed text-neutral-700">{item.excerpt}</p>
    </article>
  );
}

/**
 * Cards in rows of one, two or three. Titles are h3 under a section's h2 (the home page's
 * news); a page of news alone, under its h1, gives `titleLevel="h2"`: no level is skipped.
 */
export function NewsGrid({ items, titleLevel }: { items: NewsPreview[]; titleLevel?: TitleLevel }) {
  return (
    <ul className="grid gap-4 tablet:grid-cols-2 desktopMedium:grid-cols-3">
      {items.map((item) => (
        <li key={item.code} className="flex">
          <NewsCard item={item} className="w-full" titleLevel={titleLevel} />
        </li>
      ))}
    </ul>
  );
}
