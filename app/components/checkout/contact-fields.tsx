import type { FieldMetadata } from '@conform-to/react';
import type { FormEvent } from 'react';
import { TextField } from '~/components/ui/text-field';
import { maskPhone, PHONE_PREFIX } from '~/utils/phone';

type Field = FieldMetadata<string | undefined>;
type ContactFieldsProps = {
  fields: { name: Field; lastName: Field; secondName: Field; phone: Field; email: Field };
};

function textProps(field: Field) {
  return {
    id: field.id,
    name: field.name,
    defaultValue: field.initialValue ?? '',
    error: field.errors?.[0],
  };
}

/** Keeps the phone in the mask '+7 (###) ###-##-##' while it is typed (spec §5). */
function maskOnInput(event: FormEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const masked = maskPhone(input.value);
  if (masked !== input.value) input.value = masked;
}

/** The recipient: name, lastname, patronymic (spec §5 rules and texts), phone and email. */
export function ContactFields({ fields }: ContactFieldsProps) {
  return (
    <fieldset className="grid gap-4 rounded-3xl bg-white p-5 tablet:grid-cols-2 tablet:p-6">
      <legend className="float-left mb-1 text-xl font-bold tablet:col-span-2">Получатель</legend>
      <TextField label="Имя" autoComplete="given-name" aria-required {...textProps(fields.name)} />
      <TextField label="Фамилия" autoComplete="family-name" aria-required {...textProps(fields.lastName)} />
      <TextField
        label="Отчество"
        hint="Если есть"
        autoComplete="additional-name"
        {...textProps(fields.secondName)}
      />
      <TextField
        label="Телефон"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        aria-required
        placeholder="+7 (9xx) xxx-xx-xx"
        onInput={maskOnInput}
        {...textProps(fields.phone)}
        defaultValue={fields.phone.initialValue || PHONE_PREFIX}
      />
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        aria-required
        className="tablet:col-span-2"
        {...textProps(fields.email)}
      />
    </fieldset>
  );
}
