import { z } from 'zod';

/**
 * Where an order came from (docs/product.md#entities): the paid campaign's UTM data and the Yandex click-id
 * record the storefront captured on landing. Shared by the storefront's cookies, the order
 * call and the admin order list, so every side holds the same limits. The limits keep a
 * signed cookie of the largest record under the browsers' 4 KB.
 */
export const ATTRIBUTION_LIMITS = {
  /** One utm_* value. */
  utmValue: 150,
  /** A landing or referring address. */
  url: 1024,
  userAgent: 300,
  language: 35,
  yclid: 100,
  /** Screen width or height in CSS pixels. */
  screen: 20_000,
} as const;

const text = (max: number) => z.string().max(max, `Не длиннее ${max} символов`);
const utmValue = text(ATTRIBUTION_LIMITS.utmValue).nullable();
/** An ISO timestamp (Date#toISOString). */
const timestamp = z.string().datetime({ message: 'Ожидается время в формате ISO 8601' });
const screenSide = z.number().int().min(1).max(ATTRIBUTION_LIMITS.screen).nullable();

/** UTM data (docs/product.md#entities): the five utm_* values and the landing URL; `capturedAt` dates it. */
export const UtmDataSchema = z.object({
  utm_source: utmValue,
  utm_medium: text(ATTRIBUTION_LIMITS.utmValue).min(1),
  utm_campaign: utmValue,
  utm_term: utmValue,
  utm_content: utmValue,
  url: text(ATTRIBUTION_LIMITS.url).min(1),
  capturedAt: timestamp,
});
export type UtmData = z.infer<typeof UtmDataSchema>;

/** A yclid as Yandex writes it: digits in practice; letters, digits, '_' and '-' allowed. */
export const YCLID_PATTERN = /^[A-Za-z0-9_-]+$/;

/** Click-id record (docs/product.md#entities): a Yandex ad click's yclid with what the landing told about the visit. */
export const ClickIdRecordSchema = z.object({
  timestamp,
  /** A random id of the visit the click started. */
  sessionId: z.string().uuid(),
  yclid: text(ATTRIBUTION_LIMITS.yclid).min(1).regex(YCLID_PATTERN, 'Некорректный yclid'),
  /** The ad network the click id belongs to (docs/product.md#attribution-and-analytics: a yandex source). */
  source: z.literal('yandex'),
  additionalInfo: z.object({
    referrer: text(ATTRIBUTION_LIMITS.url).nullable(),
    userAgent: text(ATTRIBUTION_LIMITS.userAgent).nullable(),
    language: text(ATTRIBUTION_LIMITS.language).nullable(),
    landingUrl: text(ATTRIBUTION_LIMITS.url).min(1),
    /** Known only once the browser's script reported it; null without JavaScript. */
    screenWidth: screenSide,
    screenHeight: screenSide,
  }),
});
export type ClickIdRecord = z.infer<typeof ClickIdRecordSchema>;

/** What an order carries about its origin; either part may be absent. */
export const OrderAttributionSchema = z.object({
  utm: UtmDataSchema.nullable().default(null),
  clickId: ClickIdRecordSchema.nullable().default(null),
});
export type OrderAttribution = z.infer<typeof OrderAttributionSchema>;
