import { numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Reference quotes for VINO-STOCK and the VINO token, used until a quote provider (stock) or the
 * exchange (token) supplies a price. Always served with their source label and date, never as live.
 */
export const marketReferenceQuotes = pgTable('market_reference_quotes', {
  symbol: text('symbol').primaryKey(),
  name: text('name').notNull(),
  price: numeric('price', { precision: 20, scale: 4 }).notNull(),
  changePct: numeric('change_pct', { precision: 8, scale: 2 }).notNull().default('0'),
  marketCap: numeric('market_cap', { precision: 24, scale: 2 }).notNull(),
  peRatio: numeric('pe_ratio', { precision: 8, scale: 2 }),
  dividendYieldPct: numeric('dividend_yield_pct', { precision: 6, scale: 2 }),
  stakingApyPct: numeric('staking_apy_pct', { precision: 6, scale: 2 }),
  ytdPerformancePct: numeric('ytd_performance_pct', { precision: 8, scale: 2 }).notNull(),
  source: text('source').notNull().default('Delayed reference data'),
  asOf: timestamp('as_of', { withTimezone: true }).notNull(),
});
