import { Link } from '@remix-run/react';
import { StylingWidgetMount } from '~/components/third-party/marketing/styling-widget-mount';
import { ButtonLink } from '~/components/ui/button';
import { GENDER_MENU } from './catalog-menu';
import { Container } from './container';
import { SearchForm } from './search-form';

/**
 * The 404 page of docs/product.md#overlays-and-other-screens: a big 404, 'Страница удалена или перемещена', a way home and a
 * search line. Only admins get a working search there; everyone else sees 'Поиском' as plain text.
 */
export function NotFoundPage({ isAdmin }: { isAdmin: boolean }) {
  return (
    <Container className="flex flex-col items-center py-16 text-center tablet:py-24">
      <p aria-hidden className="text-[120px] font-black leading-none tracking-tighter tablet:text-[200px]">
        4<span className="text-brand-accent">0</span>4
      </p>
      <h1 className="mt-4 text-2xl font-bold tablet:text-3xl">Страница удалена или перемещена</h1>
      <p className="mt-4 max-w-md text-base text-brand-muted">
        Воспользуйся{' '}
        {isAdmin ? (
          <Link
            discover="none"
            to="/search/"
            className="font-semibold text-brand underline underline-offset-4"
          >
            Поиском
          </Link>
        ) : (
          <span className="font-semibold text-brand">Поиском</span>
        )}{' '}
        или вернись{' '}
        <Link discover="none" to="/" className="font-semibold text-brand underline underline-offset-4">
          на главную
        </Link>
      </p>
      {isAdmin && <SearchForm size="lg" className="mt-8 w-full max-w-md" label="Найти товар" />}
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        {GENDER_MENU.map((gender) => (
          <ButtonLink key={gender.to} to={gender.to} variant="secondary">
            {gender.label}
          </ButtonLink>
        ))}
      </div>
      <StylingWidgetMount />
    </Container>
  );
}
