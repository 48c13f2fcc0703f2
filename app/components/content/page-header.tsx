import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import type { SitePage } from '~/components/layout/site-pages';
import { Icon } from '~/components/ui/icon';

type PageHeaderProps = {
  title: string;
  lead?: ReactNode;
  /** The section index a narrow screen goes back to (on desktop the side menu is there). */
  back?: Pick<SitePage, 'path' | 'title'>;
  children?: ReactNode;
};

/** The top of a content page: the way back on phones, the h1 and one line under it. */
export function PageHeader({ title, lead, back, children }: PageHeaderProps) {
  return (
    <header className="flex flex-col gap-4">
      {back && (
        <Link
          to={back.path}
          className="inline-flex items-center gap-1.5 self-start text-sm text-brand-muted hover:text-brand desktop:hidden"
        >
          <Icon name="arrow-left" size={18} />
          {back.title}
        </Link>
      )}
      <h1 className="text-3xl font-black tracking-tight tablet:text-4xl desktop:text-5xl">{title}</h1>
      {lead && <p className="max-w-2xl text-base text-brand-muted tablet:text-lg">{lead}</p>}
      {children}
    </header>
  );
}
