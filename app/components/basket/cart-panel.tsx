import type { BasketFull } from '~/commerce/contract/basket';
import { Button, ButtonLink } from '~/components/ui/button';
import { BonusHint } from './bonus-hint-later';
import { BonusToEarn } from './bonus-to-earn';
import { CartLine } from './cart-line';
import { CartLines } from './cart-lines';
import { BonusForm, CartSummary, PromoCodeForm } from './cart-side-later';
import { ClearBasketForm } from './clear-basket-form';

/** The checkout page. */
export const CHECKOUT_PATH = '/order/make';

type CartPanelProps = {
  basket: BasketFull;
  isAuth: boolean;
  /** The promo code kept in the cookie, to tell a stale one from none. */
  storedPromo: string | null;
  /** The shopper's city has shops to pick an order up from. */
  pickup: boolean;
};

/**
 * A basket with lines: the lines, what cannot be bought, what is postponed, and the side with
 * sums and checkout.
 */
export function CartPanel({ basket, isAuth, storedPromo, pickup }: CartPanelProps) {
  const ordered = basket.products.filter((line) => !line.delay);
  const buyable = ordered.filter((line) => line.canBuy);
  const unavailable = ordered.filter((line) => !line.canBuy);
  const postponed = basket.products.filter((line) => line.delay);
  const { summary, bonuses } = basket;
  return (
    <div className="grid gap-8 desktop:grid-cols-[1fr_380px] desktop:items-start">
      <div className="flex flex-col gap-8">
        {buyable.length > 0 ? <CartLines lines={buyable} /> : null}
        {unavailable.length > 0 ? (
          <section aria-labelledby="cart-unavailable" className="flex flex-col gap-2">
            <h2 id="cart-unavailable" className="text-xl font-bold">
              Сейчас нельзя купить
            </h2>
            <p className="text-sm text-brand-muted">
              Этих товаров не хватает на складе. Уменьши количество, отложи или удали их из корзины.
            </p>
            <ul>
              {unavailable.map((line) => (
                <CartLine key={line.basketId} line={line} />
              ))}
            </ul>
          </section>
        ) : null}
        {postponed.length > 0 ? (
          <section aria-labelledby="cart-postponed" className="flex flex-col gap-2">
            <h2 id="cart-postponed" className="text-xl font-bold">
              Отложено
            </h2>
            <p className="text-sm text-brand-muted">
              Эти товары ждут в корзине, но в заказ и в сумму не входят.
            </p>
            <ul>
              {postponed.map((line) => (
                <CartLine key={line.basketId} line={line} />
              ))}
            </ul>
          </section>
        ) : null}
        <ClearBasketForm />
      </div>
      <aside
        aria-label="Сумма заказа"
        className="flex flex-col gap-5 rounded-3xl border border-neutral-200 bg-white p-5 tablet:p-6"
      >
        <PromoCodeForm
          applied={basket.promoCode}
          discount={basket.promoDiscount}
          storedMessage={storedPromo && !basket.promoCode ? basket.promoMessage : null}
        />
        {isAuth && bonuses.balance !== null ? (
          <BonusForm
            balance={bonuses.balance}
            max={bonuses.max}
            maxPercent={bonuses.maxPercent}
            spent={basket.spentBonuses}
            message={basket.bonusMessage}
          />
        ) : null}
        <CartSummary summary={summary} pickup={pickup} />
        <BonusToEarn points={summary.bonusToEarn} isAuth={isAuth} hint={<BonusHint />} />
        {summary.units > 0 ? (
          <ButtonLink to={CHECKOUT_PATH} size="lg" wide>
            Оформить заказ
          </ButtonLink>
        ) : (
          <>
            <Button size="lg" wide disabled>
              Оформить заказ
            </Button>
            <p className="text-sm text-brand-muted">Отметь товары, которые хочешь заказать.</p>
          </>
        )}
      </aside>
    </div>
  );
}
