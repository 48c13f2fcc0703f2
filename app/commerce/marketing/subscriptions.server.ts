/**
 * The marketing platform's customer subscribe call: an email joins the mailing list once,
 * with the consent it was given under (time, address, consent text version, browser).
 */
import { SUBSCRIBE_CONSENT, SUBSCRIBE_MESSAGES, type SubscribeResponse } from '../contract/subscribe';
import type { DbOrTx } from '../db/client.server';
import { insertSubscriptionIfNew } from './subscriptions.queries.server';

/** Longest user agent kept; real ones are a few hundred characters. */
const USER_AGENT_MAX = 512;

export interface SubscribeInput {
  /** Already checked and lower-cased by the request schema. */
  email: string;
  request: Request;
  /** The subscriber's address (clientIp: signed by the storefront, or the caller's own). */
  ip: string;
  now?: Date;
}

/** The consent record of a request: the subscriber's address and browser. */
export function consentOf(request: Request, ip: string, now: Date) {
  return {
    consentAt: now,
    consentIp: ip,
    consentTextVersion: SUBSCRIBE_CONSENT.version,
    userAgent: (request.headers.get('User-Agent') ?? '').slice(0, USER_AGENT_MAX),
  };
}

/**
 * Subscribes an email. Repeating it is safe: the first consent stands, no second row is made,
 * and the answer says the address is already subscribed.
 */
export async function subscribe(db: DbOrTx, input: SubscribeInput): Promise<SubscribeResponse> {
  const created = await insertSubscriptionIfNew(db, {
    email: input.email,
    ...consentOf(input.request, input.ip, input.now ?? new Date()),
  });
  return created ? { success: true } : { success: true, message: SUBSCRIBE_MESSAGES.alreadySubscribed };
}
