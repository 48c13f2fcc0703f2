import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link } from '@remix-run/react';
import { pageMeta } from '~/components/layout/page-meta';
import { PAGES } from '~/components/layout/site-pages';
import { personalPage } from '~/routes-shared/personal-loader.server';
import { SHOP_CONTACTS } from '~/utils/brand';
import { privatePageHeaders } from '~/utils/cache-control';
import { storefrontRoute } from '~/sessions/storefront-route.server';

export const meta = pageMeta(PAGES.personalSupport);
export const headers = privatePageHeaders;

export function loader(args: LoaderFunctionArgs) {
  return storefrontRoute(args, ({ session }) => {
    return personalPage(session, async () => null);
  });
}

const LINK = 'font-semibold underline underline-offset-4 hover:text-brand-accent';

/** How to reach the shop about an order, and where the answers to common questions are. */
export default function PersonalSupportPage() {
  return (
    <div className="flex max-w-2xl flex-col gap-6 py-8 tablet:py-12">
      <h1 className="text-3xl font-black tracking-tight tablet:text-4xl">{PAGES.personalSupport.title}</h1>
      <p className="text-base text-brand-muted">
        Если с заказом что-то не так — пришёл не тот размер, посылка задерживается или хочется что-то вернуть,
        — напиши или позвони нам. Назови номер заказа, и мы быстрее разберёмся.
      </p>
      <dl className="grid gap-4 rounded-3xl bg-brand-soft p-6 tablet:grid-cols-2">
        <div>
          <dt className="text-sm text-brand-muted">Телефон</dt>
          <dd className="mt-1 text-lg font-bold">
            <a href={SHOP_CONTACTS.phoneHref} className={LINK}>
              {SHOP_CONTACTS.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-brand-muted">Email</dt>
          <dd className="mt-1 text-lg font-bold">
            <a href={`mailto:${SHOP_CONTACTS.email}`} className={LINK}>
              {SHOP_CONTACTS.email}
            </a>
          </dd>
        </div>
        <div className="tablet:col-span-2">
          <dt className="text-sm text-brand-muted">Когда мы на связи</dt>
          <dd className="mt-1 text-base">{SHOP_CONTACTS.hours}</dd>
        </div>
      </dl>
      <p className="text-base">
        Ответы на частые вопросы — в разделе{' '}
        <Link to="/support/faq" className={LINK}>
          Вопросы и ответы
        </Link>
        , про возврат — на странице{' '}
        <Link to="/delivery/return" className={LINK}>
          Возврат
        </Link>
        . Свои заказы и их статусы ты найдёшь в разделе{' '}
        <Link to="/personal/orders" className={LINK}>
          Мои заказы
        </Link>
        .
      </p>
    </div>
  );
}
