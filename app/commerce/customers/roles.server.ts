import { ROLE_ADMIN } from '../contract/session';
import { ROLE_USER } from '../contract/auth';
import { env } from '../../utils/env.server';
import { normalizePhone } from '../../utils/phone';

let adminPhones: { source: string; phones: Set<string> } | undefined;

/** True for phones listed in ADMIN_PHONES (any usual notation, comma-separated). */
export function isAdminPhone(phone: string): boolean {
  const source = env().ADMIN_PHONES;
  if (adminPhones?.source !== source) {
    const phones = source
      .split(',')
      .map((entry) => normalizePhone(entry))
      .filter((entry): entry is string => entry !== undefined);
    adminPhones = { source, phones: new Set(phones) };
  }
  return adminPhones.phones.has(phone);
}

/** The roles an access token of this phone's account carries (docs/product.md#roles). */
export function rolesForPhone(phone: string): string[] {
  return isAdminPhone(phone) ? [ROLE_USER, ROLE_ADMIN] : [ROLE_USER];
}
