import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { secret } from '../../utils/secrets.server';

/**
 * The refresh token a refresh answered with, kept so a parallel refresh of the same token gets
 * it again. The access token is not kept: each answer signs a fresh one for the same sign-in,
 * so a late parallel request never gets one that already expired.
 */
export interface SealedPair {
  refreshToken: string;
  refreshTokenExpiresAt: number;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

// The key needs both the spent token (only its holder has it) and OTP_PEPPER (only the
// server has it): a copy of the table, or of the pepper alone, opens no successor.
function keyFor(spentToken: string): Buffer {
  return createHmac('sha256', secret('OTP_PEPPER')).update(`refresh-successor:${spentToken}`).digest();
}

/** Seals the pair a refresh token was traded for (AES-256-GCM), for its row. */
export function sealSuccessor(spentToken: string, pair: SealedPair): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyFor(spentToken), iv);
  const kept: SealedPair = {
    refreshToken: pair.refreshToken,
    refreshTokenExpiresAt: pair.refreshTokenExpiresAt,
  };
  const body = Buffer.concat([cipher.update(JSON.stringify(kept), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** Opens a sealed successor with the spent token; null when it does not open (wrong token, tampering). */
export function openSuccessor(spentToken: string, sealed: string): SealedPair | null {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keyFor(spentToken), raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const text = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
    const pair = JSON.parse(text.toString('utf8')) as SealedPair;
    return typeof pair.refreshToken === 'string' && typeof pair.refreshTokenExpiresAt === 'number'
      ? pair
      : null;
  } catch {
    return null;
  }
}
