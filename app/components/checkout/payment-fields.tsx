import type { FieldMetadata } from '@conform-to/react';
import { ChoiceCard } from './choice-card';
import { FieldError } from './field-error';

type PaymentFieldsProps = {
  fields: { paymentMethod: FieldMetadata<string | undefined>; comment: FieldMetadata<string | undefined> };
};

/** How to pay, and a comment for the shop. */
export function PaymentFields({ fields }: PaymentFieldsProps) {
  const chosen = fields.paymentMethod.initialValue;
  return (
    <fieldset className="flex flex-col gap-4 rounded-3xl bg-white p-5 tablet:p-6">
      <legend className="float-left mb-1 text-xl font-bold">Оплата</legend>
      <div className="grid gap-3 tablet:grid-cols-2">
        <ChoiceCard
          name={fields.paymentMethod.name}
          value="card"
          defaultChecked={chosen === 'card'}
          title="Картой онлайн"
        >
          <span className="text-brand-muted">Сразу после оформления</span>
        </ChoiceCard>
        <ChoiceCard
          name={fields.paymentMethod.name}
          value="on_receipt"
          defaultChecked={chosen === 'on_receipt'}
          title="При получении"
        >
          <span className="text-brand-muted">Картой или наличными</span>
        </ChoiceCard>
      </div>
      <FieldError errors={fields.paymentMethod.errors} />
      <label htmlFor={fields.comment.id} className="text-sm font-medium">
        Комментарий к заказу
      </label>
      <textarea
        id={fields.comment.id}
        name={fields.comment.name}
        defaultValue={fields.comment.initialValue ?? ''}
        rows={3}
        maxLength={1000}
        placeholder="Например, когда удобно принять курьера"
        className="w-full rounded-xl border border-neutral-300 bg-white px-4 py-3 text-base focus:border-brand focus:outline-none"
      />
      <FieldError errors={fields.comment.errors} />
    </fieldset>
  );
}
