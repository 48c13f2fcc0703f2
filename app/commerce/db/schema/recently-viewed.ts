import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { productColors } from './catalog';
import { fusers, users } from './customers';

/**
 * The colours a shopper opened last (docs/product.md#sizes-and-my-size: 'Вы смотрели'), kept for the account or, for a
 * guest, the guest token; merged into the account on sign-in. Each owner keeps the newest 12.
 */
export const recentlyViewed = pgTable(
  'recently_viewed',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    fuserId: integer('fuser_id').references(() => fusers.id, { onDelete: 'cascade' }),
    colorId: integer('color_id')
      .notNull()
      .references(() => productColors.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('recently_viewed_one_owner', sql`(${t.userId} IS NULL) <> (${t.fuserId} IS NULL)`),
    uniqueIndex('recently_viewed_user_color_idx')
      .on(t.userId, t.colorId)
      .where(sql`${t.userId} IS NOT NULL`),
    uniqueIndex('recently_viewed_fuser_color_idx')
      .on(t.fuserId, t.colorId)
      .where(sql`${t.fuserId} IS NOT NULL`),
    index('recently_viewed_user_time_idx').on(t.userId, t.viewedAt),
    index('recently_viewed_fuser_time_idx').on(t.fuserId, t.viewedAt),
  ],
);
