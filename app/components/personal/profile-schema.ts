import { z } from 'zod';
import { type GENDERS, UserUpdateSchema } from '~/commerce/contract/user';
import { EmailSchema, LastNameSchema, NameSchema, PatronymicSchema } from '~/utils/validation';

/**
 * The profile form of /personal/profile with the rules and texts of docs/product.md#validation, checked in the
 * browser and again by the action (one schema). Conform sends an empty field as undefined:
 * name, lastname and email are then missing (the spec's "required" texts), the patronymic is
 * empty, and an empty birthday or gender clears it.
 */
export const ProfileFormSchema = z.object({
  name: NameSchema,
  lastName: LastNameSchema,
  secondName: PatronymicSchema.default(''),
  email: EmailSchema,
  birthday: UserUpdateSchema.shape.birthday.transform((value) => value ?? null),
  gender: UserUpdateSchema.shape.gender.transform((value) => value ?? null),
});
export type ProfileForm = z.infer<typeof ProfileFormSchema>;

export const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = {
  male: 'Мужской',
  female: 'Женский',
};
