import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { productSizes } from './catalog';
import { users } from './customers';

/**
 * 'Сообщить о поступлении': a shopper waits for one sold-out size by SMS or e-mail. When a
 * stock write brings the size back, one message goes out in that write's transaction and
 * `notified_at` ends the subscription; `cancelled_at` ends it from the unsubscribe link or
 * the personal area. Only live rows (neither set) are looked up, so the indexes cover those.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serial('id').primaryKey(),
    sizeId: integer('size_id')
      .notNull()
      .references(() => productSizes.id, { onDelete: 'cascade' }),
    /** sms | email */
    channel: text('channel').notNull(),
    /** '+79991234567' for SMS, a lower-case address for e-mail. */
    contact: text('contact').notNull(),
    /** The signed-in shopper who subscribed, for the personal area; null for a guest. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The shop's public origin the shopper subscribed on: the message's links point there,
     * whichever writer (an import, a sweep with no request) brings the stock back.
     */
    origin: text('origin').notNull(),
    /** Random, in the unsubscribe link of the message. */
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    check('stock_alerts_channel', sql`${t.channel} IN ('sms', 'email')`),
    // One live subscription per size and contact: subscribing twice is the same wait.
    uniqueIndex('stock_alerts_live_idx')
      .on(t.sizeId, t.channel, t.contact)
      .where(sql`${t.notifiedAt} IS NULL AND ${t.cancelledAt} IS NULL`),
    index('stock_alerts_contact_idx').on(t.contact, t.createdAt),
    index('stock_alerts_user_idx')
      .on(t.userId)
      .where(sql`${t.userId} IS NOT NULL`),
  ],
);
