import type { FieldMetadata } from '@conform-to/react';
import { EmailField, fieldProps, PersonNameFields } from '~/components/ui/person-fields';
import { usePhoneMask } from '~/components/ui/phone-mask';
import { TextField } from '~/components/ui/text-field';
import { PHONE_PREFIX } from '~/utils/phone';

type Field = FieldMetadata<string | undefined>;
type ContactFieldsProps = {
  fields: { name: Field; lastName: Field; secondName: Field; phone: Field; email: Field };
};

/** The recipient: name, lastname, patronymic (docs/product.md#validation rules and texts), phone and email. */
export function ContactFields({ fields }: ContactFieldsProps) {
  // Keeps the phone in the mask '+7 (###) ###-##-##' while it is typed (docs/product.md#validation).
  const maskOnInput = usePhoneMask();
  return (
    <fieldset className="grid gap-4 rounded-3xl bg-white p-5 tablet:grid-cols-2 tablet:p-6">
      <legend className="float-left mb-1 text-xl font-bold tablet:col-span-2">Получатель</legend>
      <PersonNameFields fields={fields} />
      <TextField
        label="Телефон"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        aria-required
        placeholder="+7 (9xx) xxx-xx-xx"
        onInput={maskOnInput}
        {...fieldProps(fields.phone)}
        defaultValue={fields.phone.initialValue || PHONE_PREFIX}
      />
      <EmailField field={fields.email} className="tablet:col-span-2" />
    </fieldset>
  );
}
