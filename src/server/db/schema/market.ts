import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * orders: every order placed on the exchange. Prices and quantities are stored as the
 * decimal values of the market's scales; `held_remaining` is what is still held in the ledger for
 * the order (released when it ends). `priority` is the order's place in its book's time priority:
 * its own sequence, or for a triggered stop the sequence of the command that triggered it, so a
 * restart rebuilds the book in the same order.
 */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    market: text('market').notNull(),
    side: text('side', { enum: ['buy', 'sell'] }).notNull(),
    type: text('type', { enum: ['market', 'limit', 'stop_limit', 'stop_market'] }).notNull(),
    timeInForce: text('time_in_force', { enum: ['GTC', 'IOC', 'FOK'] }).notNull(),
    postOnly: boolean('post_only').notNull().default(false),
    price: numeric('price', { precision: 38, scale: 18 }),
    stopPrice: numeric('stop_price', { precision: 38, scale: 18 }),
    quantity: numeric('quantity', { precision: 38, scale: 18 }).notNull(),
    filledQuantity: numeric('filled_quantity', { precision: 38, scale: 18 }).notNull().default('0'),
    /** Quote spent (buy) or received before fees (sell), for the average price. */
    filledQuote: numeric('filled_quote', { precision: 38, scale: 18 }).notNull().default('0'),
    status: text('status', { enum: ['open', 'partially_filled', 'filled', 'cancelled', 'rejected'] }).notNull(),
    rejectReason: text('reject_reason'),
    heldAsset: text('held_asset').notNull(),
    heldRemaining: numeric('held_remaining', { precision: 38, scale: 18 }).notNull().default('0'),
    /** Market buys and stop-market buys: the most quote the order may spend (ledger units). */
    quoteBudget: numeric('quote_budget', { precision: 38, scale: 18 }),
    isTriggered: boolean('is_triggered').notNull().default(false),
    sequence: bigint('sequence', { mode: 'number' }).notNull(),
    priority: bigint('priority', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_open_market_priority_idx')
      .on(t.market, t.priority)
      .where(sql`${t.status} in ('open', 'partially_filled')`),
    check('orders_quantities_check', sql`${t.filledQuantity} >= 0 and ${t.filledQuantity} <= ${t.quantity}`),
    check('orders_held_check', sql`${t.heldRemaining} >= 0`),
  ],
);

/** trades: one row per fill; fees in ledger units of what each side received. */
export const trades = pgTable(
  'trades',
  {
    id: text('id').primaryKey(),
    market: text('market').notNull(),
    price: numeric('price', { precision: 38, scale: 18 }).notNull(),
    quantity: numeric('quantity', { precision: 38, scale: 18 }).notNull(),
    /** price × quantity in the quote asset. */
    quoteAmount: numeric('quote_amount', { precision: 38, scale: 18 }).notNull(),
    takerSide: text('taker_side', { enum: ['buy', 'sell'] }).notNull(),
    makerOrderId: text('maker_order_id')
      .notNull()
      .references(() => orders.id),
    takerOrderId: text('taker_order_id')
      .notNull()
      .references(() => orders.id),
    makerUserId: text('maker_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    takerUserId: text('taker_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    makerFee: numeric('maker_fee', { precision: 38, scale: 18 }).notNull(),
    takerFee: numeric('taker_fee', { precision: 38, scale: 18 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('trades_market_created_idx').on(t.market, t.createdAt),
    index('trades_maker_user_created_idx').on(t.makerUserId, t.createdAt),
    index('trades_taker_user_created_idx').on(t.takerUserId, t.createdAt),
  ],
);

/**
 * trade_volume_minutes: what each user traded per market and UTC minute, in the quote asset (maker
 * and taker each count the trade's quote amount). Kept by triggers on `trades` (migration 0033), so
 * it always equals the trades it sums, whoever writes them. The daily volume limit reads it for the
 * whole minutes of its rolling 24 hours, and `trades` only for the first, partial minute: a bounded
 * read however often the user traded. No foreign key: the triggers remove a minute once
 * the trades it summed are gone, and an hourly job prunes minutes older than the limit could read
 * (trade-volume-retention.ts).
 */
export const tradeVolumeMinutes = pgTable(
  'trade_volume_minutes',
  {
    userId: text('user_id').notNull(),
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    market: text('market').notNull(),
    quoteVolume: numeric('quote_volume', { precision: 38, scale: 18 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.minute, t.market] })],
);
