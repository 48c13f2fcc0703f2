import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';

/**
 * Where an order came from (docs/product.md#entities UTM data and click-id record), one row per order that
 * carried any. Columns, not JSON, so "which campaign sold what" is a plain GROUP BY.
 */
export const orderAttributions = pgTable(
  'order_attributions',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    utmTerm: text('utm_term'),
    utmContent: text('utm_content'),
    utmUrl: text('utm_url'),
    utmCapturedAt: timestamp('utm_captured_at', { withTimezone: true }),
    yclid: text('yclid'),
    clickSource: text('click_source'),
    clickSessionId: uuid('click_session_id'),
    clickAt: timestamp('click_at', { withTimezone: true }),
    clickReferrer: text('click_referrer'),
    clickUserAgent: text('click_user_agent'),
    clickLanguage: text('click_language'),
    clickLandingUrl: text('click_landing_url'),
    clickScreenWidth: integer('click_screen_width'),
    clickScreenHeight: integer('click_screen_height'),
  },
  (t) => [
    index('order_attributions_campaign_idx').on(t.utmSource, t.utmMedium, t.utmCampaign),
    index('order_attributions_yclid_idx').on(t.yclid),
  ],
);
