import { getFormProps, getSelectProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { useFetcher } from '@remix-run/react';
import type { action as mySizeAction } from '~/routes/resources.my-size';
import { FormContextFields } from '~/components/layout/form-context-fields';
import { MySizeFormSchema } from './my-size-schema';

/** The RU footwear sizes the shop sells, half sizes included. */
const SIZES = Array.from({ length: 29 }, (_, i) => String(34 + i / 2));

/**
 * 'Мой размер' in the profile (docs/product.md#sizes-and-my-size): the footwear size listings filter by and the product
 * page preselects, kept on the account (docs/decisions/0050-my-size.md); 'Забыть' removes it. Its
 * parent keys it by the saved size, so the form starts again from each saved value.
 */
export function MySizeForm({ size }: { size: string | null }) {
  const fetcher = useFetcher<typeof mySizeAction>();
  const [form, fields] = useForm({
    id: 'my-size-form',
    lastResult: fetcher.data && 'status' in fetcher.data ? fetcher.data : undefined,
    defaultValue: { ru: size ?? '' },
    // 'Забыть' needs no size: only 'Сохранить' is checked in the browser.
    onValidate: ({ formData }) => parseWithZod(formData, { schema: MySizeFormSchema }),
    shouldValidate: 'onSubmit',
  });
  const ru = fields.ru;
  return (
    <section aria-labelledby="my-size" className="flex flex-col gap-3">
      <h2 id="my-size" className="text-xl font-bold">
        Мой размер
      </h2>
      <p className="text-sm text-brand-muted">
        Покажем обувь в каталоге сразу в твоём размере и выберем его на странице товара.
      </p>
      <fetcher.Form
        method="post"
        action="/resources/my-size"
        {...getFormProps(form)}
        className="flex flex-wrap items-end gap-3"
      >
        <FormContextFields />
        <label className="flex flex-col gap-1 text-sm font-medium">
          Размер обуви RUS
          <select
            {...getSelectProps(ru)}
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
        {(ru.errors ?? form.errors) && (
          <p
            id={ru.errors ? ru.errorId : form.errorId}
            role="alert"
            className="w-full text-sm text-brand-accent"
          >
            {(ru.errors ?? form.errors)?.[0]}
          </p>
        )}
      </fetcher.Form>
    </section>
  );
}
