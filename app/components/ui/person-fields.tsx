import type { FieldMetadata } from '@conform-to/react';
import { TextField } from './text-field';

/** A Conform field of a text value (the checkout's, or the profile's where null means unset). */
type Field = FieldMetadata<string | null | undefined>;

/** A TextField's wiring to its Conform field: id, name, the value to start from, the first error. */
export function fieldProps(field: Field) {
  return {
    id: field.id,
    name: field.name,
    defaultValue: field.initialValue ?? '',
    error: field.errors?.[0],
  };
}

/**
 * Имя, Фамилия, Отчество with docs/product.md#validation rules' labels, as the checkout's recipient and the
 * profile both ask for them (the patronymic is optional: 'Если есть').
 */
export function PersonNameFields({
  fields,
}: {
  fields: { name: Field; lastName: Field; secondName: Field };
}) {
  return (
    <>
      <TextField label="Имя" autoComplete="given-name" aria-required {...fieldProps(fields.name)} />
      <TextField label="Фамилия" autoComplete="family-name" aria-required {...fieldProps(fields.lastName)} />
      <TextField
        label="Отчество"
        hint="Если есть"
        autoComplete="additional-name"
        {...fieldProps(fields.secondName)}
      />
    </>
  );
}

/** The required email field. */
export function EmailField({ field, className }: { field: Field; className?: string }) {
  return (
    <TextField
      label="Email"
      type="email"
      inputMode="email"
      autoComplete="email"
      aria-required
      className={className}
      {...fieldProps(field)}
    />
  );
}
