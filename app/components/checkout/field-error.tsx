/** A form-level or group error under a fieldset (conform's errors for one name). */
export function FieldError({ id, errors }: { id?: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <p id={id} role="alert" className="text-xs text-brand-accent">
      {errors[0]}
    </p>
  );
}
