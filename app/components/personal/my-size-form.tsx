import { useFetcher } from '@remix-run/react';
import type { action as mySizeAction } from '~/routes/resources.my-size';
import { FormContextFields } from '~/components/layout/form-context-fields';

/** The RU footwear sizes the shop sells, half sizes included. */
const SIZES = Array.from({ length: 29 }, (_, i) => String(34 + i / 2));

/**
 * 'Мой размер' in the profile (issue 18): the footwear size listings filter by and the product
 * page preselects. Saved in this browser (docs/decisions/my-size.md); 'Забыть' removes it.
 */
export function MySizeForm({ size }: { size: string | null }) {
  const fetcher = useFetcher<typeof mySizeAction>();
  return (
    <section aria-labelledby="my-size" className="flex flex-col gap-3">
      <h2 id="my-size" className="text-xl font-bold">
        Мой размер
      </h2>
      <p className="text-sm text-brand-muted">
        Покажем обувь в каталоге сразу в твоём размере и выберем его на странице товара.
      </p>
      <fetcher.Form method="post" action="/resources/my-size" className="flex flex-wrap items-end gap-3">
        <FormContextFields />
        <label className="flex flex-col gap-1 text-sm font-medium">
          Размер обуви RUS
          <select
            name="ru"
            key={size ?? ''}
            defaultValue={size ?? ''}
            className="h-11 rounded-xl border border-neutral-300 px-3"
          >
            <option value="">Не выбран</option>
            {SIZES.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          name="intent"
          value="set"
          className="h-11 rounded-xl bg-brand px-5 font-semibold text-white"
        >
          Сохранить
        </button>
        {size && (
          <button
            type="submit"
            name="intent"
            value="forget"
            className="h-11 px-2 text-sm underline underline-offset-4"
          >
            Забыть размер
          </button>
        )}
      </fetcher.Form>
    </section>
  );
}
