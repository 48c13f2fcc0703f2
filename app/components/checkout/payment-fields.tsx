import type { FieldMetadata } from '@conform-to/react';
import { methodTakes, type PaymentMethodOption } from '~/commerce/contract/payment-methods';
import { ChoiceCard } from './choice-card';
import { FieldError } from './field-error';
import { PaymentMethodIcon } from './payment-method-icon';

type PaymentFieldsProps = {
  fields: { paymentMethod: FieldMetadata<string | undefined>; comment: FieldMetadata<string | undefined> };
  /** The ways to pay on offer (GET /api/payments/methods). */
  methods: PaymentMethodOption[];
  /** What the order costs now, ₽: a way that does not take this sum is shown but off. */
  total: number;
};

/** How to pay (each way on offer with its mark), and a comment for the shop. */
export function PaymentFields({ fields, methods, total }: PaymentFieldsProps) {
  const chosen = fields.paymentMethod.initialValue;
  return (
    <fieldset className="flex flex-col gap-4 rounded-3xl bg-white p-5 tablet:p-6">
      <legend className="float-left mb-1 text-xl font-bold">Оплата</legend>
      <div className="grid gap-3 tablet:grid-cols-2">
        {methods.map((method) => {
          const takes = methodTakes(method, total);
          return (
            <ChoiceCard
              key={method.id}
              name={fields.paymentMethod.name}
              value={method.id}
              defaultChecked={chosen === method.id && takes}
              disabled={!takes}
              icon={<PaymentMethodIcon method={method.id} />}
              title={method.name}
            >
              <span className="text-brand-muted">{method.note}</span>
            </ChoiceCard>
          );
        })}
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
