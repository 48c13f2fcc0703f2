import path from 'node:path';
import { z } from 'zod';
import { envConfig, optionalText } from '../../utils/env-config.server';
import { dataDir } from '../../utils/env.server';

/**
 * Settings of the CommerceML exchange with 1С. The endpoint is off (404) unless both the
 * login and the password are set: 1С signs in with them (HTTP Basic) at checkauth.
 */
const ExchangeConfigSchema = z.object({
  EXCHANGE_1C_LOGIN: optionalText,
  EXCHANGE_1C_PASSWORD: optionalText,
  /** Largest piece of a file 1С may send in one request, bytes (it cuts bigger files). */
  EXCHANGE_1C_FILE_LIMIT: z.coerce
    .number()
    .int()
    .min(65_536)
    .default(100 * 1024 * 1024),
  /**
   * Names of the 1С price type shoppers pay, a comma list in order of preference: the first
   * that the package's own price types include wins (price-types.ts). The default covers the
   * names 1С's configurations ship with; a package with one price type is priced by it anyway.
   */
  EXCHANGE_1C_PRICE_TYPE: z
    .string()
    .trim()
    .min(1)
    .default('Розничная,Розничные,Розница,Интернет,Интернет-магазин'),
  /** Names of the 1С price type shown crossed out (the price before the discount), likewise. */
  EXCHANGE_1C_OLD_PRICE_TYPE: z.string().trim().min(1).default('Старая цена'),
});

export type ExchangeConfig = z.infer<typeof ExchangeConfigSchema> & {
  login: string;
  password: string;
  /**
   * This instance's scratch folder for pieces on their way to the object store and packages
   * being read (DATA_DIR/exchange-1c-spool); the uploads themselves are in the object store.
   */
  directory: string;
};

const config = envConfig('1С exchange configuration', ExchangeConfigSchema);

/** The exchange's settings, or null when it is switched off. */
export function exchangeConfig(source: NodeJS.ProcessEnv = process.env): ExchangeConfig | null {
  const parsed = config.parse(source);
  if (!parsed.EXCHANGE_1C_LOGIN || !parsed.EXCHANGE_1C_PASSWORD) return null;
  return {
    ...parsed,
    login: parsed.EXCHANGE_1C_LOGIN,
    password: parsed.EXCHANGE_1C_PASSWORD,
    directory: path.join(dataDir(), 'exchange-1c-spool'),
  };
}
