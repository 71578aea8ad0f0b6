import { sql } from 'drizzle-orm';
import { bigserial, check, index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LEDGER_BUCKETS, SYSTEM_ACCOUNTS } from '../../../domain/ledger-assets';
import { user } from './auth';

/**
 * Double-entry ledger. One account per owner and asset, with an available and a held
 * bucket. Balances are a cache of the postings: recomputeBalances() checks them against the sums.
 * The CHECK constraints are the last line of defence against a negative balance; the use cases
 * lock and check first so the user sees a clean "Insufficient balance".
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerType: text('owner_type', { enum: ['user', 'system'] }).notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'restrict' }),
    systemName: text('system_name', { enum: SYSTEM_ACCOUNTS }),
    asset: text('asset').notNull(),
    available: numeric('available', { precision: 38, scale: 18 }).notNull().default('0'),
    held: numeric('held', { precision: 38, scale: 18 }).notNull().default('0'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_user_asset_uq')
      .on(t.userId, t.asset)
      .where(sql`${t.ownerType} = 'user'`),
    uniqueIndex('ledger_accounts_system_asset_uq')
      .on(t.systemName, t.asset)
      .where(sql`${t.ownerType} = 'system'`),
    check(
      'ledger_accounts_owner_ck',
      sql`(${t.ownerType} = 'user' and ${t.userId} is not null and ${t.systemName} is null) or (${t.ownerType} = 'system' and ${t.systemName} is not null and ${t.userId} is null)`,
    ),
    // Spelled so a user account (system_name null) cannot pass through a null comparison.
    check(
      'ledger_accounts_available_ck',
      sql`${t.available} >= 0 or (${t.ownerType} = 'system' and ${t.systemName} = 'external')`,
    ),
    check('ledger_accounts_held_ck', sql`${t.held} >= 0`),
  ],
);

/** One journal entry per movement; (kind, reference) is unique so a retried posting counts once. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    reference: text('reference').notNull(),
    memo: text('memo').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_entries_kind_reference_uq').on(t.kind, t.reference),
    index('ledger_entries_created_idx').on(t.createdAt),
  ],
);

/** The signed lines of an entry; per entry and asset they sum to 0. Never updated or deleted. */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => ledgerEntries.id, { onDelete: 'restrict' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    asset: text('asset').notNull(),
    bucket: text('bucket', { enum: LEDGER_BUCKETS }).notNull(),
    amount: numeric('amount', { precision: 38, scale: 18 }).notNull(),
  },
  (t) => [
    index('ledger_postings_entry_idx').on(t.entryId),
    index('ledger_postings_account_idx').on(t.accountId, t.entryId),
    check('ledger_postings_amount_ck', sql`${t.amount} <> 0`),
  ],
);
