import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { Icon } from '~/components/ui/icon';
import { Container } from './container';
import type { SitePage } from './site-pages';

type StubPageProps = {
  page: SitePage;
  /** The section index a narrow screen returns to (on desktop the side menu is there). */
  back?: SitePage;
  /** Replaces the registry's line when the page knows more (a product code, an order number). */
  lead?: ReactNode;
  children?: ReactNode;
  /** False inside a section layout, which already gives the page its width. */
  contained?: boolean;
};

/** A page's heading and first line, until a later issue fills the page. */
export function StubPage({ page, back, lead, children, contained = true }: StubPageProps) {
  const body = (
    <div className="flex flex-col gap-4 py-8 tablet:py-12">
      {back && (
        <Link
          to={back.path}
          className="inline-flex items-center gap-1.5 self-start text-sm text-brand-muted hover:text-brand desktop:hidden"
        >
          <Icon name="arrow-left" size={18} />
          {back.title}
        </Link>
      )}
      <h1 className="text-3xl font-black tracking-tight tablet:text-4xl desktop:text-5xl">{page.title}</h1>
      <p className="max-w-2xl text-base text-brand-muted tablet:text-lg">{lead ?? page.lead}</p>
      {children}
    </div>
  );
  return contained ? <Container>{body}</Container> : body;
}
