import { z } from 'zod';
import { envConfig, optionalText } from '../../utils/env-config.server';
import type { CdekSettings } from './cdek.server';

const CdekConfigSchema = z.object({
  CDEK_CLIENT_ID: optionalText,
  CDEK_CLIENT_SECRET: optionalText,
  CDEK_API_URL: z.string().url().default('https://api.cdek.ru/v2'),
  /** СДЭК's code of the city parcels leave from (44: Moscow). */
  CDEK_FROM_CITY_CODE: z.coerce.number().int().positive().default(44),
  /** The parcel tariff from office to office. */
  CDEK_TARIFF_CODE: z.coerce.number().int().positive().default(136),
  /** How long to wait for СДЭК, ms: checkout must not hang on a carrier that does not answer. */
  CDEK_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
});

const cdekConfig = envConfig('СДЭК configuration', CdekConfigSchema);

/**
 * СДЭК's settings from the environment, or null when its keys are absent: pickup points are
 * then simply not offered. Read on each call (cheap), so tests can switch it.
 */
export function cdekSettings(source: Record<string, string | undefined> = process.env): CdekSettings | null {
  const config = cdekConfig.parse(source);
  if (!config.CDEK_CLIENT_ID || !config.CDEK_CLIENT_SECRET) return null;
  return {
    clientId: config.CDEK_CLIENT_ID,
    clientSecret: config.CDEK_CLIENT_SECRET,
    apiUrl: config.CDEK_API_URL,
    fromCityCode: config.CDEK_FROM_CITY_CODE,
    tariffCode: config.CDEK_TARIFF_CODE,
    timeoutMs: config.CDEK_TIMEOUT_MS,
  };
}
