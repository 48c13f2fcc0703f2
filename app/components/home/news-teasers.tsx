import { useId } from 'react';
import type { NewsPreview } from '~/commerce/contract/content';
import { NewsGrid } from '~/components/content/news-card';
import { SectionHeading } from './section-heading';

/** The latest news on the home page. */
export function NewsTeasers({ title, url, items }: { title: string; url: string; items: NewsPreview[] }) {
  const id = useId();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-5">
      <SectionHeading id={id} title={title} url={url} linkText="Все новости" />
      <NewsGrid items={items} />
    </section>
  );
}
