/**
 * The marketing platform's customer API (Mindbox, docs/product.md#api-calls): after a subscription is written
 * locally, the server tells Mindbox about it with the documented asynchronous operation call
 * `POST {api}/v3/operations/async?endpointId=…&operation=…&deviceUUID=…` authorised by the
 * secret key. Our subscriptions table stays the source of truth: a failed call is logged and
 * forgotten, the shopper's subscribe never waits for it or fails because of it.
 */
import { z } from 'zod';
import { envConfig, optionalText } from '../../utils/env-config.server';
import { logger } from '../../utils/log.server';

const log = logger('mindbox');

const MindboxServerConfigSchema = z.object({
  /** The site's integration point in Mindbox (the tracker uses the same one). */
  MINDBOX_ENDPOINT_ID: optionalText,
  /** Secret key of the integration point; without it nothing is sent from the server. */
  MINDBOX_SECRET_KEY: optionalText,
  /** The operation the project's Mindbox manager set up for a subscribe from the site. */
  MINDBOX_SUBSCRIBE_OPERATION: z.string().trim().min(1).default('Website.SubscribeCustomer'),
  MINDBOX_API_URL: z.string().trim().url().default('https://api.mindbox.ru'),
  MINDBOX_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(5_000),
});

export type MindboxServerConfig = z.infer<typeof MindboxServerConfigSchema>;

const mindboxConfig = envConfig('Mindbox configuration', MindboxServerConfigSchema);

/** Read on each call (a handful of fields), so tests and restarts see the current environment. */
export function mindboxServerConfig(source: Record<string, string | undefined> = process.env) {
  return mindboxConfig.parse(source);
}

/** The address of one asynchronous operation call. */
export function mindboxOperationUrl(
  config: Pick<MindboxServerConfig, 'MINDBOX_API_URL'>,
  endpointId: string,
  operation: string,
  deviceUUID: string | null,
): string {
  const url = new URL('/v3/operations/async', config.MINDBOX_API_URL);
  url.searchParams.set('endpointId', endpointId);
  url.searchParams.set('operation', operation);
  if (deviceUUID) url.searchParams.set('deviceUUID', deviceUUID);
  return url.toString();
}

export interface SubscriptionForward {
  email: string;
  /** The shopper's marketing device id (the storefront's mbDeviceUUID), when the call carried it. */
  deviceUUID: string | null;
  /** The shopper's address, which Mindbox takes in X-Customer-IP. */
  ip: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Sends the subscribe operation; resolves false (after logging) on any failure and true when
 * Mindbox took it. Nothing is sent without both the endpoint id and the secret key.
 */
export async function forwardSubscriptionToMindbox(
  input: SubscriptionForward,
  config: MindboxServerConfig = mindboxServerConfig(),
): Promise<boolean> {
  if (!config.MINDBOX_ENDPOINT_ID || !config.MINDBOX_SECRET_KEY) return false;
  const url = mindboxOperationUrl(
    config,
    config.MINDBOX_ENDPOINT_ID,
    config.MINDBOX_SUBSCRIBE_OPERATION,
    input.deviceUUID && UUID.test(input.deviceUUID) ? input.deviceUUID : null,
  );
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json; charset=utf-8',
    Authorization: `Mindbox secretKey="${config.MINDBOX_SECRET_KEY}"`,
  };
  if (input.ip !== 'unknown') headers['X-Customer-IP'] = input.ip;
  const body = {
    customer: {
      email: input.email,
      subscriptions: [{ pointOfContact: 'Email', isSubscribed: true }],
    },
  };
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(config.MINDBOX_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`Mindbox answered HTTP ${response.status}`);
    // An async operation answers {"status":"Success"} once queued; anything else is a refusal.
    const answer: unknown = await response.json().catch(() => null);
    const status = (answer as { status?: unknown } | null)?.status;
    if (status !== 'Success') throw new Error(`Mindbox answered status ${String(status)}`);
    return true;
  } catch (error) {
    log.error(
      { error: error instanceof Error ? error.message : error },
      'the subscription was not forwarded (kept locally)',
    );
    return false;
  }
}
