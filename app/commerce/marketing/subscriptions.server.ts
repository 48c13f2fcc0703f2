/**
 * The marketing platform's customer subscribe call with a double opt-in: an email joins the
 * mailing list once, with the consent it was given under (time, address, consent text
 * version, browser), and gets a letter with a confirmation link. Following the link confirms
 * the subscription and issues the promised personal promo code (subscription-confirm.server.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  SUBSCRIBE_CONFIRM_LINK_DAYS,
  SUBSCRIBE_CONFIRM_MESSAGES,
  SUBSCRIBE_CONSENT,
  SUBSCRIBE_MESSAGES,
  subscribeConfirmPath,
  type SubscribeResponse,
} from '../contract/subscribe';
import { consumeLimits, type LimitRule } from '../customers/rate-limit.server';
import type { Db } from '../db/client.server';
import { kickMessageDelivery } from '../messages/delivery.server';
import { enqueueMessages } from '../messages/enqueue.server';
import { API_HEADERS } from '../contract/session';
import { forwardSubscriptionToMindbox } from './mindbox.server';
import { confirmLetter } from './subscribe-letters';
import { SUBSCRIBE_RULES } from './subscribe-rules';
import { insertSubscriptionIfNew, renewConfirmToken } from './subscriptions.queries.server';

/** Longest user agent kept; real ones are a few hundred characters. */
const USER_AGENT_MAX = 512;

export interface SubscribeInput {
  /** Already checked and lower-cased by the request schema. */
  email: string;
  request: Request;
  /** The subscriber's address (clientIp: signed by the storefront, or the caller's own). */
  ip: string;
  /** The shop's public origin, for the link in the letter. */
  origin: string;
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

/** The stored form of a confirmation token: its SHA-256 (the token itself is 256 random bits). */
export function hashConfirmToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Limits on subscribing: each subscribe sends a letter, so an address and a client get a few an hour. */
function subscribeLimits(email: string, ip: string): LimitRule[] {
  return [
    {
      key: `subscribe:email:${email}`,
      ...SUBSCRIBE_RULES.perAddress,
      message: SUBSCRIBE_CONFIRM_MESSAGES.tooManyForAddress,
    },
    {
      key: `subscribe:ip:${ip}`,
      ...SUBSCRIBE_RULES.perIp,
      message: SUBSCRIBE_CONFIRM_MESSAGES.tooManyFromIp,
    },
  ];
}

/**
 * Subscribes an email and sends the confirmation letter, in one transaction with the letter
 * in the outbox. A new address gets its consent recorded; an address not confirmed yet gets
 * a fresh link (its first consent stands); a confirmed address answers that it is subscribed
 * already and gets no letter. Too many subscribes per address or client address: 429.
 */
export async function subscribe(db: Db, input: SubscribeInput): Promise<SubscribeResponse> {
  const now = input.now ?? new Date();
  const consent = consentOf(input.request, input.ip, now);
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashConfirmToken(token);
  const expiresAt = new Date(now.getTime() + SUBSCRIBE_RULES.confirmLinkLifetimeMs);
  const answer = await db.transaction(async (tx): Promise<SubscribeResponse> => {
    await consumeLimits(tx, subscribeLimits(input.email, consent.consentIp), now);
    const created = await insertSubscriptionIfNew(tx, {
      email: input.email,
      ...consent,
      confirmTokenHash: tokenHash,
      confirmTokenExpiresAt: expiresAt,
    });
    if (!created && !(await renewConfirmToken(tx, input.email, tokenHash, expiresAt))) {
      return { success: true, message: SUBSCRIBE_MESSAGES.alreadySubscribed };
    }
    const link = `${input.origin.replace(/\/+$/, '')}${subscribeConfirmPath(token)}`;
    const letter = confirmLetter(link, SUBSCRIBE_CONFIRM_LINK_DAYS);
    await enqueueMessages(tx, 'subscribe_confirm', { letters: [{ to: input.email, ...letter }] });
    return { success: true };
  });
  if (!answer.message) {
    kickMessageDelivery();
    // After the commit and not awaited: Mindbox hears of it, our record is what counts.
    void forwardSubscriptionToMindbox({
      email: input.email,
      deviceUUID: input.request.headers.get(API_HEADERS.deviceId),
      ip: input.ip,
    });
  }
  return answer;
}
