import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { WITHDRAWAL_METHODS, WITHDRAWAL_STATES } from '../../../domain/chain/bridge-states';
import { user } from './auth';

/**
 * VINO leaving the ledger for an investor's own verified wallet (docs/chain.md). The ledger debit
 * is written with the row; the signed transaction's hash and raw bytes are stored BEFORE it is
 * sent, so a restart rebroadcasts the same bytes and can never send twice.
 */
export const chainWithdrawals = pgTable(
  'chain_withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    /** Lower-case 0x address: one of the user's SIWE-verified wallets. */
    destination: text('destination').notNull(),
    /** VINO, 18 decimals (as the ledger and the contract). */
    amount: numeric('amount', { precision: 38, scale: 18 }).notNull(),
    state: text('state', { enum: WITHDRAWAL_STATES }).notNull(),
    method: text('method', { enum: WITHDRAWAL_METHODS }),
    txHash: text('tx_hash'),
    signedRaw: text('signed_raw'),
    failureReason: text('failure_reason'),
    reviewedBy: text('reviewed_by').references(() => user.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    broadcastAt: timestamp('broadcast_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** When it reached confirmed, failed or rejected. */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chain_withdrawals_user_idx').on(t.userId, t.createdAt),
    index('chain_withdrawals_state_idx').on(t.state),
    uniqueIndex('chain_withdrawals_tx_hash_uq').on(t.txHash),
    check('chain_withdrawals_amount_ck', sql`${t.amount} > 0`),
    check(
      'chain_withdrawals_state_ck',
      sql`${t.state} in ('requested', 'review', 'broadcast', 'confirmed', 'failed', 'rejected')`,
    ),
    // What is sent is stored first: no broadcast or confirmed row without its bytes.
    check(
      'chain_withdrawals_signed_ck',
      sql`${t.state} not in ('broadcast', 'confirmed') or (${t.txHash} is not null and ${t.signedRaw} is not null)`,
    ),
  ],
);

/** Transfers into custody read from confirmed blocks; (tx hash, log index) is credited once. */
export const chainDeposits = pgTable(
  'chain_deposits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    blockNumber: bigint('block_number', { mode: 'bigint' }).notNull(),
    /** Lower-case sender address. */
    fromAddress: text('from_address').notNull(),
    amount: numeric('amount', { precision: 38, scale: 18 }).notNull(),
    /** The user whose verified wallet sent it; null when no (single) user has verified that address. */
    creditedUserId: text('credited_user_id').references(() => user.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chain_deposits_tx_log_uq').on(t.txHash, t.logIndex),
    index('chain_deposits_user_idx').on(t.creditedUserId, t.createdAt),
  ],
);

/** The deposit scan's next block, one row per token contract (lower-case address). */
export const chainDepositCursor = pgTable('chain_deposit_cursor', {
  token: text('token').primaryKey(),
  nextBlock: bigint('next_block', { mode: 'bigint' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
