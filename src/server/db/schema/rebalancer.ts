import { boolean, index, jsonb, numeric, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { RebalanceAsset } from '../../../domain/rebalance';
import { user } from './auth';

/**
 * Portfolio rebalancer. One settings row per user (targets in percent as decimal
 * strings, threshold, auto-rebalance); absent means the spec's defaults. Each execution is one
 * rebalance record with the actions it saw and the orders it placed with their fills.
 */
export const rebalancerSettings = pgTable('rebalancer_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  targets: jsonb('targets').$type<Record<RebalanceAsset, string>>().notNull(),
  threshold: numeric('threshold', { precision: 5, scale: 2 }).notNull(),
  isAutoRebalance: boolean('is_auto_rebalance').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An action as recorded (the spec's rebalance action: asset, action, amount, value). */
export interface StoredRebalanceAction {
  asset: RebalanceAsset;
  action: 'buy' | 'sell';
  amount: string | null;
  valueUsd: string;
}

/** One order the rebalance placed, with its outcome (or the refusal that stopped it). */
export interface StoredRebalanceOrder {
  market: string;
  side: 'buy' | 'sell';
  amount: string;
  forAsset: string;
  valueUsd: string;
  orderId: string | null;
  status: string;
  filledAmount: string;
  fills: { tradeId: string; price: string; amount: string; total: string; fee: string; feeAsset: string }[];
  error: { code: string; message: string } | null;
}

export const rebalances = pgTable(
  'rebalances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    trigger: text('trigger', { enum: ['manual', 'auto'] }).notNull(),
    /** The Idempotency-Key of a manual execution, `auto:{day}` for the daily run. */
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status', { enum: ['running', 'completed', 'partial', 'failed'] }).notNull(),
    totalValueUsd: numeric('total_value_usd', { precision: 38, scale: 18 }).notNull(),
    threshold: numeric('threshold', { precision: 5, scale: 2 }).notNull(),
    targets: jsonb('targets').$type<Record<RebalanceAsset, string>>().notNull(),
    actions: jsonb('actions').$type<StoredRebalanceAction[]>().notNull(),
    orders: jsonb('orders').$type<StoredRebalanceOrder[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    unique('rebalances_user_key_uq').on(t.userId, t.idempotencyKey),
    index('rebalances_user_idx').on(t.userId, t.createdAt),
  ],
);
