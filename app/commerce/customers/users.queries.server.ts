import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.server';
import { users } from '../db/schema';

export type UserRecord = typeof users.$inferSelect;
export type ProfilePatch = Partial<
  Pick<
    UserRecord,
    'name' | 'lastName' | 'secondName' | 'email' | 'birthday' | 'gender' | 'mySize' | 'sizeSystem'
  >
>;

export async function selectUserById(db: DbOrTx, id: number): Promise<UserRecord | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function selectUserByPhone(db: DbOrTx, phone: string): Promise<UserRecord | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row;
}

/**
 * Creates the account of a phone unless it exists (parallel first sign-ins create one);
 * `created` tells which happened.
 */
export async function insertUserUnlessExists(
  db: DbOrTx,
  phone: string,
): Promise<{ user: UserRecord; created: boolean }> {
  const [inserted] = await db
    .insert(users)
    .values({ phone })
    .onConflictDoNothing({ target: users.phone })
    .returning();
  if (inserted) return { user: inserted, created: true };
  const existing = await selectUserByPhone(db, phone);
  if (!existing) throw new Error(`The user with phone ${phone} vanished while signing in`);
  return { user: existing, created: false };
}

export async function updateUser(
  db: DbOrTx,
  id: number,
  patch: ProfilePatch & { phone?: string },
): Promise<UserRecord | undefined> {
  if (Object.keys(patch).length === 0) return selectUserById(db, id);
  const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
  return row;
}
