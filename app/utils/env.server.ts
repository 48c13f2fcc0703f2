import path from 'node:path';
import { z } from 'zod';
import { envConfig, optionalText } from './env-config.server';
import { parseTrustProxy } from './ip-address';

const EnvSchema = z.object({
  /**
   * 'demo' (the default: what `npm start` gives, stand-ins and the demo shop) or 'production'
   * (refuses to start with a stand-in, seeds no demo goods): docs/decisions/0077-shop-mode.md.
   */
  SHOP_MODE: z.enum(['demo', 'production']).default('demo'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Where the embedded database, generated images, secrets and the SMS outbox live. */
  DATA_DIR: z.string().default('./data'),
  /** PostgreSQL connection string; the embedded PGlite database is used when absent. */
  DATABASE_URL: optionalText,
  /** Base URL of the commerce API; this same server when absent. */
  API_BASE_URL: optionalText,
  /** Public origin used in canonical links and the sitemap; the request's origin when absent. */
  PUBLIC_URL: optionalText,
  /** Comma-separated; the first signs, all verify (rotation). Generated into DATA_DIR when absent. */
  SESSION_SECRET: optionalText,
  /** Signs access tokens (HS256). Generated into DATA_DIR when absent. */
  JWT_SECRET: optionalText,
  /** Key of the hash that one-time codes and opaque tokens are stored under. Generated when absent. */
  OTP_PEPPER: optionalText,
  /** Signs the shopper's address the storefront passes to the API. Generated into DATA_DIR when absent. */
  CLIENT_ADDRESS_SECRET: optionalText,
  /** Proxies whose X-Forwarded-For entries are believed: a hop count or addresses/CIDRs; none when absent. */
  TRUST_PROXY: optionalText.superRefine((value, ctx) => {
    try {
      parseTrustProxy(value);
    } catch (error) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: (error as Error).message });
    }
  }),
  /** Phones (+79991234567, comma-separated) whose tokens carry ROLE_ADMIN. */
  ADMIN_PHONES: z.string().default(''),
  /** Products in the demo catalogue created on the first start (demo mode only). */
  SEED_PRODUCTS: z.coerce.number().int().min(10).max(1_000_000).default(2400),
  /** Yandex SmartCaptcha site key (public): with it the sign-in dialog runs the invisible widget. */
  CAPTCHA_CLIENT_KEY: optionalText,
  /** Browser key of the Yandex Maps JS API v3 for the shops map; without it /about/shops lists shops only. */
  YANDEX_MAPS_API_KEY: optionalText,
  /** Yandex Metrica counter id (digits); without it no counter loads (window.dataLayer still fills). */
  YANDEX_METRIKA_ID: optionalText.refine((v) => v === undefined || /^\d{1,12}$/.test(v), {
    message: 'must be the counter number',
  }),
  /** Where the statistics beacon posts (https URL); the beacon is off unless this and its key are set. */
  STATS_BEACON_URL: optionalText.refine((v) => v === undefined || /^https?:\/\/[^\s]+$/.test(v), {
    message: 'must be an http(s) URL',
  }),
  /** The statistics service's key, sent in every beacon (public: the browser sends it). */
  STATS_BEACON_KEY: optionalText,
  /** Mindbox integration point of the site; with it the Mindbox tracker loads and the basket syncs. */
  MINDBOX_ENDPOINT_ID: optionalText,
  /** The Mindbox operation the tracker sends the basket's product list with. */
  MINDBOX_CART_OPERATION: z.string().trim().min(1).default('Website.SetCart'),
  /** Hotjar site id of the UX tool; with it the tag loads and the abandoned-cart event is sent. */
  UX_TOOL_ID: optionalText.pipe(
    z
      .string()
      .regex(/^\d{1,12}$/, 'a Hotjar site id is digits')
      .optional(),
  ),
  /** The styling widget's script (https); with STYLING_WIDGET_KEY it loads on the 404 and product pages. */
  STYLING_WIDGET_SCRIPT_URL: optionalText.pipe(z.string().url().startsWith('https://').optional()),
  /** The shop's public key at the styling widget's vendor. */
  STYLING_WIDGET_KEY: optionalText,
});

export type Env = z.infer<typeof EnvSchema>;

const config = envConfig('environment', EnvSchema);

/** The process environment, parsed once and checked; throws with every problem listed. */
export const env = config.get;

/** Absolute DATA_DIR. */
export function dataDir(): string {
  return path.resolve(process.cwd(), env().DATA_DIR);
}

/** Drops the parsed copy so tests can change process.env between cases. */
export const resetEnvForTests = config.reset;
/** What is wrong with a given environment's settings here, one line each. */
export const envProblems = config.problems;
