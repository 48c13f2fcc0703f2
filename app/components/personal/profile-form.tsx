import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { Form, useNavigation } from '@remix-run/react';
import { GENDERS, type User } from '~/commerce/contract/user';
import { Button } from '~/components/ui/button';
import { EmailField, fieldProps, PersonNameFields } from '~/components/ui/person-fields';
import { TextField } from '~/components/ui/text-field';
import { GENDER_LABELS, ProfileFormSchema } from './profile-schema';

const GENDER_CHOICES = [
  ...GENDERS.map((value) => ({ value: value as string, label: GENDER_LABELS[value] })),
  { value: '', label: 'Не указан' },
];

/**
 * The profile form (docs/product.md#validation rules and texts): checked in the browser on blur and as the
 * shopper corrects, and by the action with the same schema; the API's refusals come back
 * under their fields. Without JavaScript it is a plain post and the page shows the result.
 */
export function ProfileForm({ user, lastResult }: { user: User; lastResult?: SubmissionResult<string[]> }) {
  const saving = useNavigation().formData?.get('intent') === 'profile';
  const [form, fields] = useForm({
    id: 'profile',
    lastResult,
    defaultValue: {
      name: user.name,
      lastName: user.lastName,
      secondName: user.secondName,
      email: user.email,
      birthday: user.birthday ?? '',
      gender: user.gender ?? '',
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ProfileFormSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  const gender = fields.gender;

  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4 tablet:grid-cols-2">
      <input type="hidden" name="intent" value="profile" />
      <PersonNameFields fields={fields} />
      <EmailField field={fields.email} />
      <TextField label="Дата рождения" type="date" autoComplete="bday" {...fieldProps(fields.birthday)} />
      <fieldset
        className="flex flex-col gap-1.5"
        aria-describedby={gender.errors ? gender.errorId : undefined}
      >
        <legend className="mb-1.5 text-sm font-medium">Пол</legend>
        <div className="flex h-12 items-center gap-5">
          {GENDER_CHOICES.map(({ value, label }) => (
            <label key={label} className="flex cursor-pointer items-center gap-2 text-sm">
              <input
                type="radio"
                name={gender.name}
                value={value}
                defaultChecked={(gender.initialValue ?? '') === value}
                className="h-4 w-4 accent-brand"
              />
              {label}
            </label>
          ))}
        </div>
        {gender.errors && (
          <p id={gender.errorId} className="text-xs text-brand-accent">
            {gender.errors[0]}
          </p>
        )}
      </fieldset>
      {form.errors && (
        <p id={form.errorId} role="alert" className="text-sm text-brand-accent tablet:col-span-2">
          {form.errors[0]}
        </p>
      )}
      <div className="tablet:col-span-2">
        <Button type="submit" size="lg" disabled={saving}>
          Сохранить
        </Button>
      </div>
    </Form>
  );
}
