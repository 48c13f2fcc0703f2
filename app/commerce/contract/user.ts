import { z } from 'zod';
import { EmailSchema, LastNameSchema, NameSchema, PatronymicSchema } from '../../utils/validation';

export const GENDERS = ['male', 'female'] as const;

/** The signed-in user as GET /api/user/current answers it. */
export const UserSchema = z.object({
  id: z.number().int(),
  /** '+79991234567' */
  phone: z.string(),
  name: z.string(),
  lastName: z.string(),
  /** Patronymic. */
  secondName: z.string(),
  email: z.string(),
  /** 'YYYY-MM-DD' or null. */
  birthday: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  /** Bonus points (integers). */
  bonusBalance: z.number().int(),
  /** True when the phone is one of ADMIN_PHONES (the token carries ROLE_ADMIN). */
  isAdmin: z.boolean(),
  /** 'Мой размер' (docs/product.md#sizes-and-my-size): a footwear RU size ('42.5') or null; an API without it: null. */
  mySize: z.string().nullable().default(null),
  /** The size system the picker shows first ('EU', see contract/size-systems), or null (RU). */
  sizeSystem: z.string().nullable().default(null),
});
export type User = z.output<typeof UserSchema>;

const BIRTHDAY_MESSAGE = 'Дата рождения указана неверно';

/** A real calendar date 'YYYY-MM-DD' between 1900 and today. */
const BirthdaySchema = z.string({ invalid_type_error: BIRTHDAY_MESSAGE }).refine((value) => {
  const date = new Date(`${value}T00:00:00Z`);
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    !Number.isNaN(date.getTime()) &&
    date.toISOString().startsWith(value) &&
    value >= '1900-01-01' &&
    date.getTime() <= Date.now()
  );
}, BIRTHDAY_MESSAGE);

/**
 * Body of POST /api/user/update: any subset of the profile fields, checked with the spec's
 * rules (docs/product.md#validation). The phone is not among them: it changes only through a code sent to the new number.
 */
export const UserUpdateSchema = z.object({
  name: NameSchema.optional(),
  lastName: LastNameSchema.optional(),
  secondName: PatronymicSchema.optional(),
  email: EmailSchema.optional(),
  birthday: BirthdaySchema.nullable().optional(),
  gender: z
    .enum(GENDERS, { errorMap: () => ({ message: 'Выбери пол из списка' }) })
    .nullable()
    .optional(),
  phone: z
    .undefined({ invalid_type_error: 'Номер телефона меняется отдельно: с подтверждением кодом из смс' })
    .optional(),
});
export type UserUpdate = z.infer<typeof UserUpdateSchema>;

/** Answer of POST /api/user/update and of the confirming step of a phone change. */
export const UserUpdateResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: UserSchema,
});
export type UserUpdateResponse = z.infer<typeof UserUpdateResponseSchema>;
