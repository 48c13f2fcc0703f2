import { useLocation } from '@remix-run/react';
import { loginHref } from '~/components/auth/login-url';
import { PAGES } from '~/components/layout/site-pages';
import { ButtonLink } from '~/components/ui/button';
import { useRootData } from '~/components/layout/use-root-data';

/**
 * The way into the bonus programme: a guest joins by signing in (the sign-in dialog opens
 * over this page, ?login=open); a member goes to their balance.
 */
export function LoyaltyJoin() {
  const root = useRootData();
  const location = useLocation();
  const member = root?.isAuth ?? false;
  return (
    <section
      aria-label={member ? 'Твои бонусы' : 'Как вступить'}
      className="flex flex-col gap-4 rounded-3xl bg-brand p-6 text-white tablet:flex-row tablet:items-center tablet:justify-between tablet:p-8 desktop:flex-col desktop:items-stretch"
    >
      <div className="flex flex-col gap-1">
        <p className="text-xl font-bold">{member ? 'Ты уже в программе' : 'Вступай за минуту'}</p>
        <p className="text-sm text-white/80">
          {member
            ? 'Баланс, уровень и история начислений — в личном кабинете.'
            : 'Войди по номеру телефона: это и есть вступление, пароль не нужен.'}
        </p>
      </div>
      {member ? (
        <ButtonLink to={PAGES.personalLoyaltyProgram.path} variant="secondary" size="lg" className="shrink-0">
          Мой баланс бонусов
        </ButtonLink>
      ) : (
        <ButtonLink
          to={loginHref(`${location.pathname}${location.search}`)}
          preventScrollReset
          variant="secondary"
          size="lg"
          className="shrink-0"
        >
          Войти
        </ButtonLink>
      )}
    </section>
  );
}
