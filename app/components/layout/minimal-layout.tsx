import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { Icon } from '~/components/ui/icon';
import { SHOP_CONTACTS, SHOP_NAME } from '~/utils/brand';
import { CONTAINER } from './container';
import { Logo } from './logo';

/**
 * The checkout layout (/order/make, /order/done/{id}): the logo and a way back, no menus, so
 * nothing pulls the shopper away from finishing the order.
 */
export function MinimalLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <header className="border-b border-neutral-200 bg-white">
        <div className={`${CONTAINER} flex h-14 items-center justify-between tablet:h-16`}>
          <Link
            discover="none"
            to="/"
            aria-label={`${SHOP_NAME} — на главную`}
            className="inline-flex items-center py-2"
          >
            <Logo className="h-5 tablet:h-6" />
          </Link>
          <Link
            discover="none"
            to="/"
            className="inline-flex items-center gap-2 text-sm font-semibold hover:underline"
          >
            <Icon name="arrow-left" size={20} />
            Вернуться в магазин
          </Link>
        </div>
      </header>
      <main id="main" className="flex-1 bg-brand-soft/60">
        {children}
      </main>
      <footer className="border-t border-neutral-200 bg-white">
        <p className={`${CONTAINER} flex flex-wrap justify-between gap-2 py-5 text-xs text-brand-muted`}>
          <span>
            © {new Date().getFullYear()} {SHOP_NAME}
          </span>
          <span>
            Помощь с заказом:{' '}
            <a href={SHOP_CONTACTS.phoneHref} className="font-semibold text-brand">
              {SHOP_CONTACTS.phone}
            </a>
          </span>
        </p>
      </footer>
    </>
  );
}
