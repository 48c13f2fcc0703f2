import { Link, useLocation } from '@remix-run/react';
import { loginHref } from '~/components/auth/login-url';
import { buttonClass } from '~/components/ui/button';
import { formatPhone } from '~/utils/phone';

export type CheckoutUser = {
  name: string;
  lastName: string;
  secondName: string;
  phone: string;
  email: string;
};

/** Said when the account has no name yet: a new account is a phone number only. */
export const NO_NAME_YET = 'Имени в профиле пока нет — впиши его ниже, в «Получателе».';

/**
 * The signed-in shopper: name and phone; a new account, which has only its phone, shows the
 * phone and asks for the name in the recipient fields (docs/decisions/0016-checkout-new-account-name.md).
 */
function SignedInUser({ user }: { user: CheckoutUser }) {
  const name = [user.name, user.lastName].filter(Boolean).join(' ');
  const phone = formatPhone(user.phone);
  return name ? (
    <p className="text-base">
      {name}
      <span className="block text-sm text-brand-muted tabular-nums">{phone}</span>
    </p>
  ) : (
    <p className="text-base">
      <span className="tabular-nums">{phone}</span>
      <span className="block text-sm text-brand-muted">{NO_NAME_YET}</span>
    </p>
  );
}

/**
 * The user block at the top of checkout (id="checkout-user": after sign-in on a phone the page
 * scrolls here, docs/product.md#sign-in-dialog). A guest gets 'Войти', which opens the phone sign-in dialog on this page.
 */
export function CheckoutUserBlock({ user }: { user: CheckoutUser | null }) {
  const location = useLocation();
  return (
    <section
      id="checkout-user"
      aria-labelledby="checkout-user-title"
      className="flex flex-col gap-3 rounded-3xl bg-white p-5 tablet:p-6"
    >
      <h2 id="checkout-user-title" className="text-xl font-bold">
        Покупатель
      </h2>
      {user ? (
        <SignedInUser user={user} />
      ) : (
        <div className="flex flex-col gap-3 tablet:flex-row tablet:items-center tablet:justify-between">
          <p className="text-sm text-brand-muted">
            Войди по номеру телефона, чтобы получить бонусы за заказ и следить за ним в личном кабинете.
          </p>
          <Link
            to={loginHref(`${location.pathname}${location.search}`)}
            preventScrollReset
            className={buttonClass('secondary', 'md')}
          >
            Войти
          </Link>
        </div>
      )}
    </section>
  );
}
