import { index, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * price_alerts: "tell me when VINO/USD goes above / below this price". Active while triggered_at
 * is null; the checker sets it (with the price that crossed) and notifies the user once.
 */
export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    market: text('market').notNull(),
    direction: text('direction', { enum: ['above', 'below'] }).notNull(),
    price: numeric('price', { precision: 38, scale: 18 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    triggeredAt: timestamp('triggered_at', { withTimezone: true }),
    triggeredPrice: numeric('triggered_price', { precision: 38, scale: 18 }),
  },
  (t) => [index('price_alerts_user_idx').on(t.userId), index('price_alerts_active_idx').on(t.market, t.triggeredAt)],
);
