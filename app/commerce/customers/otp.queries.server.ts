import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.server';
import { otpCodes } from '../db/schema';

export type OtpCodeRecord = typeof otpCodes.$inferSelect;
export type OtpPurpose = 'login' | 'change_phone';

/** Whom a code was sent for: the phone, why, and for a phone change the account moving. */
export interface OtpSubject {
  phone: string;
  purpose: OtpPurpose;
  /** The signed-in user changing their phone; absent for sign-in codes. */
  userId?: number;
}

/** Stores a freshly sent code by its hash. */
export async function insertOtpCode(
  tx: DbOrTx,
  code: { subject: OtpSubject; codeHash: string; ip: string; createdAt: Date; expiresAt: Date },
): Promise<number> {
  const [row] = await tx
    .insert(otpCodes)
    .values({
      phone: code.subject.phone,
      purpose: code.subject.purpose,
      userId: code.subject.userId ?? null,
      codeHash: code.codeHash,
      ip: code.ip,
      createdAt: code.createdAt,
      expiresAt: code.expiresAt,
    })
    .returning({ id: otpCodes.id });
  return row.id;
}

/** The newest code of a subject, whatever its state: only the newest one can be entered. */
export async function selectLatestOtpCode(
  db: DbOrTx,
  subject: OtpSubject,
): Promise<OtpCodeRecord | undefined> {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.phone, subject.phone),
        eq(otpCodes.purpose, subject.purpose),
        subject.userId === undefined ? isNull(otpCodes.userId) : eq(otpCodes.userId, subject.userId),
      ),
    )
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
    .limit(1);
  return row;
}

/**
 * Counts a wrong entry unless the code already took `maxAttempts`; the condition sits in the
 * UPDATE so parallel guesses cannot slip past the cap. Returns the new count, or undefined
 * when the code was already dead.
 */
export async function registerWrongAttempt(
  db: DbOrTx,
  id: number,
  maxAttempts: number,
): Promise<number | undefined> {
  const [row] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, id), lt(otpCodes.attempts, maxAttempts), isNull(otpCodes.usedAt)))
    .returning({ attempts: otpCodes.attempts });
  return row?.attempts;
}

/**
 * Spends a live code: true when this call used it, false when it was used, dead or expired
 * meanwhile (two parallel right answers sign in once).
 */
export async function markOtpCodeUsed(
  db: DbOrTx,
  id: number,
  now: Date,
  maxAttempts: number,
): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(otpCodes.id, id),
        isNull(otpCodes.usedAt),
        lt(otpCodes.attempts, maxAttempts),
        gt(otpCodes.expiresAt, now),
      ),
    )
    .returning({ id: otpCodes.id });
  return rows.length === 1;
}

/** Removes a code that never reached its phone (the SMS gateway failed). */
export async function deleteOtpCode(db: DbOrTx, id: number): Promise<void> {
  await db.delete(otpCodes).where(eq(otpCodes.id, id));
}

/** Forgets codes that expired before `before`. */
export async function deleteOtpCodesExpiredBefore(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(otpCodes).where(lt(otpCodes.expiresAt, before));
}
