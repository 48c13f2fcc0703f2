import { CART_PATH } from '~/components/basket/cart-paths';
import { ButtonLink } from '~/components/ui/button';

/**
 * Checkout when no chosen line can be bought (it ran out, or nothing is chosen): the reason an
 * order was just refused, if there is one, and the way back to the cart to change the basket.
 */
export function NothingToOrder({ errors }: { errors?: string[] }) {
  return (
    <section className="flex flex-col items-start gap-4 rounded-3xl bg-white p-5 tablet:p-6">
      {errors?.length ? (
        <p role="alert" className="text-base text-brand-accent">
          {errors[0]}
        </p>
      ) : null}
      <p className="text-base">
        Сейчас в заказе нет товаров, которые можно купить. Загляни в корзину: там видно, чего не хватает.
      </p>
      <ButtonLink to={CART_PATH}>Вернуться в корзину</ButtonLink>
    </section>
  );
}
