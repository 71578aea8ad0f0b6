import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * Sign-In With Ethereum nonces: issued to one signed-in user, valid for a few minutes and consumed
 * by the first verification that uses them (single use stops a captured signature being replayed).
 */
export const walletSiweNonces = pgTable(
  'wallet_siwe_nonces',
  {
    nonce: text('nonce').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wallet_siwe_nonces_user_idx').on(t.userId)],
);
