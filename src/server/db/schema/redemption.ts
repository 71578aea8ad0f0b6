import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { REDEMPTION_STATUSES } from '../../../domain/redemption';
import { user } from './auth';
import { ledgerEntries } from './ledger';
import { wineAssets } from './wine';

/**
 * Premium Circle wine redemption requests. While a request is pending its VINO sits in
 * the member's held bucket (ledger hold entry `hold_entry_id`); cancelling releases it
 * (`release_entry_id`). The price and per-bottle value the tokens were computed at are kept, so
 * the amount held can always be explained.
 */
export const redemptionRequests = pgTable(
  'redemption_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    wineAssetId: uuid('wine_asset_id')
      .notNull()
      .references(() => wineAssets.id, { onDelete: 'restrict' }),
    bottles: integer('bottles').notNull(),
    tokens: numeric('tokens', { precision: 38, scale: 18 }).notNull(),
    bottleValueUsd: numeric('bottle_value_usd', { precision: 20, scale: 2 }).notNull(),
    vinoPriceUsd: numeric('vino_price_usd', { precision: 38, scale: 18 }).notNull(),
    fullName: text('full_name').notNull(),
    addressLine: text('address_line').notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
    phone: text('phone').notNull(),
    status: text('status', { enum: REDEMPTION_STATUSES }).notNull().default('pending'),
    idempotencyKey: text('idempotency_key'),
    holdEntryId: uuid('hold_entry_id').references(() => ledgerEntries.id, { onDelete: 'restrict' }),
    releaseEntryId: uuid('release_entry_id').references(() => ledgerEntries.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('redemption_requests_user_idx').on(t.userId, t.createdAt),
    index('redemption_requests_asset_status_idx').on(t.wineAssetId, t.status),
    // A retried submission (same Idempotency-Key) finds the first request; null keys never clash.
    uniqueIndex('redemption_requests_user_key_uq').on(t.userId, t.idempotencyKey),
    check('redemption_requests_bottles_ck', sql`${t.bottles} between 1 and 12`),
    check('redemption_requests_tokens_ck', sql`${t.tokens} > 0`),
    check(
      'redemption_requests_status_ck',
      sql`${t.status} in ('pending', 'cancelled', 'approved', 'rejected', 'fulfilled')`,
    ),
  ],
);
