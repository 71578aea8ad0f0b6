import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * api_keys: a user's personal, read-only API keys. The key itself is shown once when generated;
 * only its SHA-256 hash is stored (a request's key is found by hashing it). `prefix` is the key's
 * first characters, kept to tell keys apart in lists; it is not secret and not unique.
 * Revoked keys stay (revoked_at set) for the audit trail and never authenticate again.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_keys_key_hash_uq').on(t.keyHash),
    index('api_keys_user_idx').on(t.userId),
    check('api_keys_name_length_ck', sql`char_length(${t.name}) between 1 and 60`),
  ],
);
