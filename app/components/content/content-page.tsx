import type { ReactNode } from 'react';
import type { ContentPage } from '~/commerce/contract/content';
import type { SitePage } from '~/components/layout/site-pages';
import { ContentBlocks, outlineOf } from './content-blocks';
import { formatRuDate } from './dates';
import { PageHeader } from './page-header';

/** Long documents get a table of contents from this many sections on. */
const OUTLINE_FROM = 5;

type ContentPageViewProps = {
  page: ContentPage;
  back?: Pick<SitePage, 'path' | 'title'>;
  /** Documents: says which edition the reader sees and lists their sections first. */
  document?: boolean;
  /** A call to action beside the text on wide screens, under the header on phones. */
  aside?: ReactNode;
};

function Outline({ items }: { items: { id: string; text: string }[] }) {
  return (
    <nav aria-label="Содержание" className="max-w-3xl rounded-2xl bg-brand-soft px-5 py-4">
      <p className="mb-2 text-sm font-bold">Содержание</p>
      <ol className="grid gap-x-8 gap-y-1.5 text-sm tablet:grid-cols-2">
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`} className="hover:text-brand-accent hover:underline">
              {item.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** A text page of the content API: its title as the h1, its description, its blocks. */
export function ContentPageView({ page, back, document, aside }: ContentPageViewProps) {
  const outline = document ? outlineOf(page.body) : [];
  const edition = formatRuDate(page.updatedAt);
  return (
    <article className="flex flex-col gap-8 pb-16 pt-8 tablet:pt-12">
      <PageHeader title={page.title} lead={page.description} back={back}>
        {document && (
          <p className="text-sm text-brand-muted">
            Редакция от <time dateTime={edition.dateTime}>{edition.text}</time>
          </p>
        )}
      </PageHeader>
      {outline.length >= OUTLINE_FROM && <Outline items={outline} />}
      {aside ? (
        <div className="flex flex-col gap-8 desktop:grid desktop:grid-cols-[minmax(0,48rem)_20rem] desktop:items-start desktop:gap-12">
          <div className="desktop:sticky desktop:top-24 desktop:order-2">{aside}</div>
          <ContentBlocks blocks={page.body} />
        </div>
      ) : (
        <ContentBlocks blocks={page.body} />
      )}
    </article>
  );
}
