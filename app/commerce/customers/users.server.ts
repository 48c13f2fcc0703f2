import type { AccountUpdate } from '../contract/account-update';
import type { User } from '../contract/user';
import { GENDERS } from '../contract/user';
import { FootwearSizeSchema, SizeSystemSchema } from '../contract/size-systems';
import type { DbOrTx } from '../db/client.server';
import { AUTH_MESSAGES, unauthorized } from './access-token.server';
import { isAdminPhone } from './roles.server';
import { type ProfilePatch, type UserRecord, selectUserById, updateUser } from './users.queries.server';

const isGender = (value: string | null): value is User['gender'] => GENDERS.some((g) => g === value);

/** The API's view of an account. */
export function toUserDto(user: UserRecord): User {
  return {
    id: user.id,
    phone: user.phone,
    name: user.name,
    lastName: user.lastName,
    secondName: user.secondName,
    email: user.email,
    birthday: user.birthday,
    gender: isGender(user.gender) ? user.gender : null,
    bonusBalance: user.bonusBalance,
    isAdmin: isAdminPhone(user.phone),
    // A value the current rules no longer take reads as unset rather than breaking the profile.
    mySize: FootwearSizeSchema.safeParse(user.mySize).data ?? null,
    sizeSystem: SizeSystemSchema.safeParse(user.sizeSystem).data ?? null,
  };
}

/** The signed-in user; a 401 when the token outlived the account. */
export async function getUser(db: DbOrTx, userId: number): Promise<User> {
  const user = await selectUserById(db, userId);
  if (!user) throw unauthorized(AUTH_MESSAGES.expired, true);
  return toUserDto(user);
}

/** Saves the fields present in a checked partial profile and answers with the whole user. */
export async function updateProfile(db: DbOrTx, userId: number, update: AccountUpdate): Promise<User> {
  const patch: ProfilePatch = {};
  if (update.name !== undefined) patch.name = update.name;
  if (update.lastName !== undefined) patch.lastName = update.lastName;
  if (update.secondName !== undefined) patch.secondName = update.secondName;
  if (update.email !== undefined) patch.email = update.email;
  if (update.birthday !== undefined) patch.birthday = update.birthday;
  if (update.gender !== undefined) patch.gender = update.gender;
  if (update.mySize !== undefined) patch.mySize = update.mySize;
  if (update.sizeSystem !== undefined) patch.sizeSystem = update.sizeSystem;
  const user = await updateUser(db, userId, patch);
  if (!user) throw unauthorized(AUTH_MESSAGES.expired, true);
  return toUserDto(user);
}
