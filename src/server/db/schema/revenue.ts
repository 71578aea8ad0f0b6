import { index, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * revenue_tracking: one row per revenue event (token_purchase, staking_fee, trading_fee,
 * premium_service). `net_amount` is what the platform keeps (99% for purchases, investor spec).
 */
export const revenueTracking = pgTable(
  'revenue_tracking',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    revenueType: text('revenue_type').notNull(),
    amount: numeric('amount', { precision: 20, scale: 2 }).notNull(),
    netAmount: numeric('net_amount', { precision: 20, scale: 2 }).notNull(),
    currency: text('currency').notNull().default('USD'),
    tokensAmount: numeric('tokens_amount', { precision: 30, scale: 8 }),
    paymentMethod: text('payment_method'),
    /** Where the revenue comes from (investor spec 7: platform_fee for token purchases). */
    sourceType: text('source_type'),
    status: text('status').notNull().default('completed'),
    transactionId: text('transaction_id'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('revenue_tracking_created_idx').on(t.createdAt),
    index('revenue_tracking_type_idx').on(t.revenueType),
    // Per person: whether and when they bought (conversion, the funnel), without a scan per person.
    index('revenue_tracking_user_type_created_idx').on(t.userId, t.revenueType, t.createdAt),
  ],
);
