import type { ProductSize } from '~/commerce/contract/product';
import type { AccountUpdate as UserUpdate } from '~/commerce/contract/account-update';
import { isSizeSystem, type SizeSystem } from '~/commerce/contract/size-system-names';
import type { User } from '~/commerce/contract/user';
import { isAbortError } from '~/services/api-client.server';
import { updateUser } from '~/services/user.server';
import type { StorefrontSession } from '~/sessions/storefront-session.server';
import { logger } from '~/utils/log.server';

const log = logger('sizes');

// 'Мой размер' and the size picker's system (docs/product.md#sizes-and-my-size, docs/decisions/0050-my-size.md). Listings and
// the product page read them from cookies; for a signed-in shopper the account holds them and the
// cookies mirror it: written together, and made equal to the account at sign-in and on the
// profile page, so no page view waits for an extra API call.

/** Footwear sizes are the ones the size chart converts (sneakers and shoes). */
export const isFootwear = (sizes: ProductSize[]) => sizes.some((size) => size.conversions !== undefined);

/**
 * The size id the product page preselects for 'Мой размер': the shopper's size among this
 * footwear colour's sizes, only when it is in stock; otherwise undefined (nothing chosen).
 */
export async function mySizeIdOf(
  session: StorefrontSession,
  sizes: ProductSize[],
): Promise<number | undefined> {
  if (!isFootwear(sizes)) return undefined;
  const mine = await session.mySize();
  return sizes.find((size) => size.ru === mine?.ru && size.inStock)?.id;
}

/**
 * Sets (or with null forgets) the shopper's size in this browser and, when signed in, on the
 * account, so the shopper's other devices get it at their next sign-in. An API refusal is thrown.
 */
export async function saveMySize(session: StorefrontSession, ru: string | null): Promise<void> {
  if (session.isAuth) await updateUser(session, { mySize: ru });
  session.setMySize(ru ? { ru, listings: true, onAccount: session.isAuth } : null);
}

/** Saving on the account as a side effect of something else: a failure is only logged (false). */
async function saveOnAccountQuietly(session: StorefrontSession, update: UserUpdate): Promise<boolean> {
  try {
    await updateUser(session, update);
    return true;
  } catch (error) {
    if (isAbortError(error)) throw error;
    log.error({ error: error instanceof Error ? error.message : error }, 'saving on the account failed');
    return false;
  }
}

/** After a footwear size went into the basket: that is the shopper's size now, listings included. */
export async function rememberMySize(session: StorefrontSession, ru: string): Promise<void> {
  if (!/^\d{2}(\.5)?$/.test(ru)) return;
  const before = await session.mySize();
  if (!session.isAuth) return session.setMySize({ ru, listings: true });
  const onAccount =
    before?.ru === ru ? before.onAccount : await saveOnAccountQuietly(session, { mySize: ru });
  session.setMySize({ ru, listings: true, onAccount });
}

/** Sets the size picker's system in this browser and, when signed in, on the account (quietly). */
export async function saveSizeSystem(session: StorefrontSession, system: SizeSystem): Promise<void> {
  session.setSizeSystem(system);
  if (session.isAuth) await saveOnAccountQuietly(session, { sizeSystem: system });
}

/**
 * Brings this browser and the account together (at sign-in and on the profile page), for 'Мой
 * размер' and the picker's system alike: the account's value wins; a value only this browser
 * has (chosen as a guest) moves onto the account; a size the account had and has forgotten (on
 * another device) is forgotten here too. Answers the shopper's size now.
 */
export async function adoptAccountSizes(session: StorefrontSession, account: User): Promise<string | null> {
  const [here, system] = await Promise.all([session.mySize(), session.sizeSystem()]);
  const onlyHere: UserUpdate = {};
  if (account.mySize) {
    if (here?.ru !== account.mySize || !here.onAccount) {
      const listings = here?.ru === account.mySize ? here.listings : true;
      session.setMySize({ ru: account.mySize, listings, onAccount: true });
    }
  } else if (here?.onAccount) session.setMySize(null);
  else if (here) onlyHere.mySize = here.ru;
  if (isSizeSystem(account.sizeSystem)) {
    if (system !== account.sizeSystem) session.setSizeSystem(account.sizeSystem);
  } else if (system) onlyHere.sizeSystem = system;
  if (Object.keys(onlyHere).length > 0 && (await saveOnAccountQuietly(session, onlyHere)) && here) {
    if (onlyHere.mySize) session.setMySize({ ...here, onAccount: true });
  }
  return account.mySize ?? (here?.onAccount ? null : (here?.ru ?? null));
}
