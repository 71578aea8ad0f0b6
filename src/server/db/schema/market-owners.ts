import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Which app instance owns each market (several instances on one PostgreSQL; ADR 010).
 * Liveness is a session advisory lock per market held by the owner's dedicated connection; this row
 * says where the owner answers forwarded commands, and its epoch is the fencing token every batch
 * checks (FOR SHARE) inside its transaction. A takeover bumps the epoch with an UPDATE, which waits
 * for the previous owner's batch in flight, so the new owner's rebuild sees everything committed.
 */
export const marketOwners = pgTable('market_owners', {
  market: text('market').primaryKey(),
  instanceId: text('instance_id').notNull(),
  /** Base URL of the owner's internal endpoint (INTERNAL_URL). */
  address: text('address').notNull(),
  epoch: bigint('epoch', { mode: 'number' }).notNull(),
  acquiredAt: timestamp('acquired_at', { withTimezone: true }).notNull().defaultNow(),
});
