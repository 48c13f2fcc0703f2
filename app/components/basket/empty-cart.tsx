import { ButtonLink } from '~/components/ui/button';

/** The cart with nothing in it: a way back to the catalogue. */
export function EmptyCart() {
  return (
    <div className="flex flex-col items-start gap-4 py-8" data-empty-cart="">
      <p className="text-xl font-bold">В корзине пока пусто</p>
      <p className="text-base text-brand-muted">
        Загляни в каталог — там много всего, что захочется примерить.
      </p>
      <ButtonLink to="/catalog/" size="lg">
        Перейти в каталог
      </ButtonLink>
    </div>
  );
}
