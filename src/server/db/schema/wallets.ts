import { boolean, index, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** wallet_connections: one row per user, address and chain (the spec's upsert conflict key). */
export const walletConnections = pgTable(
  'wallet_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    walletAddress: text('wallet_address').notNull(),
    walletType: text('wallet_type').notNull(),
    chainId: text('chain_id').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    lastConnectedAt: timestamp('last_connected_at', { withTimezone: true }).notNull().defaultNow(),
    isPrimary: boolean('is_primary').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wallet_connections_user_address_chain_uq').on(t.userId, t.walletAddress, t.chainId)],
);

/** user_wallets: balances last read through a wallet (conflict key user + address). */
export const userWallets = pgTable(
  'user_wallets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    walletAddress: text('wallet_address').notNull(),
    walletType: text('wallet_type').notNull(),
    chainId: text('chain_id').notNull(),
    networkName: text('network_name').notNull(),
    balanceUsd: numeric('balance_usd', { precision: 20, scale: 2 }).notNull().default('0'),
    balanceTokens: jsonb('balance_tokens').$type<{ ETH?: string; VINO?: string }>().notNull().default({}),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }).notNull().defaultNow(),
    verificationStatus: text('verification_status').notNull().default('unverified'),
  },
  (t) => [
    uniqueIndex('user_wallets_user_address_uq').on(t.userId, t.walletAddress),
    index('user_wallets_user_idx').on(t.userId),
  ],
);
