import { Link } from '@remix-run/react';
import { PAGES } from '~/components/layout/site-pages';
import { SHOP_CONTACTS } from '~/utils/brand';

/** The end of a help page: where to ask when the answer is not here. */
export function AskUs({ title = 'Не нашёл ответ?' }: { title?: string }) {
  return (
    <section aria-label={title} className="max-w-3xl rounded-3xl bg-brand-soft p-6 tablet:p-8">
      <p className="text-lg font-bold">{title}</p>
      <p className="mt-1 text-neutral-700">
        Звони{' '}
        <a href={SHOP_CONTACTS.phoneHref} className="font-semibold underline underline-offset-4">
          {SHOP_CONTACTS.phone}
        </a>{' '}
        или пиши на{' '}
        <a href={`mailto:${SHOP_CONTACTS.email}`} className="font-semibold underline underline-offset-4">
          {SHOP_CONTACTS.email}
        </a>{' '}
        — {SHOP_CONTACTS.hours}. Все способы связи — на странице{' '}
        <Link to={PAGES.supportContacts.path} className="font-semibold underline underline-offset-4">
          «{PAGES.supportContacts.title}»
        </Link>
        .
      </p>
    </section>
  );
}
