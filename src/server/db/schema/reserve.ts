import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { wineAssets } from './wine';

/**
 * The bottle register (owned by the reserve module): one row per physical bottle backing the token.
 * `value_usd` is the bottle's appraised value, which the attestation commits to in cents; `salt` is
 * random per bottle so a published leaf hash reveals nothing about a bottle not yet disclosed.
 */
export const reserveBottles = pgTable(
  'reserve_bottles',
  {
    serial: text('serial').primaryKey(),
    wineAssetId: uuid('wine_asset_id')
      .notNull()
      .references(() => wineAssets.id),
    wineCode: text('wine_code').notNull(),
    facility: text('facility').notNull(),
    lot: text('lot').notNull(),
    condition: text('condition').notNull(),
    state: text('state').notNull().default('in_bond'),
    valueUsd: numeric('value_usd', { precision: 20, scale: 2 }).notNull(),
    salt: text('salt').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reserve_bottles_asset_idx').on(t.wineAssetId),
    // The attestation pages through bottles in byte order of serial (ADR 012), whatever the
    // database's default collation.
    index('reserve_bottles_serial_c_idx').using('btree', sql`${t.serial} collate "C"`),
    check('reserve_bottles_state_ck', sql`${t.state} in ('in_bond', 'reserved', 'released', 'written_off')`),
    check('reserve_bottles_value_ck', sql`${t.valueUsd} >= 0`),
  ],
);

/**
 * Signed reserve statements, an append-only hash chain (ADR 012): each row's previous_hash is the
 * hash of the row before. The fields are kept exactly as signed, so the canonical text can be rebuilt.
 */
export const reserveStatements = pgTable('reserve_statements', {
  sequence: integer('sequence').primaryKey(),
  issuedAt: text('issued_at').notNull(),
  source: text('source').notNull(),
  root: text('root').notNull(),
  totalValueCents: numeric('total_value_cents', { precision: 22, scale: 0 }).notNull(),
  bottleCount: integer('bottle_count').notNull(),
  supplyVino: text('supply_vino').notNull(),
  backingRatio: text('backing_ratio').notNull(),
  previousHash: text('previous_hash').notNull(),
  hash: text('hash').notNull().unique(),
  signature: text('signature').notNull(),
  publicKey: text('public_key').notNull(),
  /** What prompted the statement (a change, the daily run, the first start). */
  reason: text('reason').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Auditors' co-signatures of published statements (ADR 012): an Ed25519 signature by a configured
 * auditor key over the statement's canonical bytes, checked before it is stored. One per auditor key
 * and statement; the statement row itself never changes.
 */
export const reserveCosignatures = pgTable(
  'reserve_cosignatures',
  {
    statementSequence: integer('statement_sequence')
      .notNull()
      .references(() => reserveStatements.sequence),
    auditorPublicKey: text('auditor_public_key').notNull(),
    /** The name published with the key when the co-signature was accepted. */
    auditor: text('auditor').notNull(),
    signature: text('signature').notNull(),
    /** The admin who uploaded the auditor's co-signature. */
    addedBy: text('added_by')
      .notNull()
      .references(() => user.id),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.statementSequence, t.auditorPublicKey] })],
);

/**
 * Four eyes on the reserve: a change proposed by one admin, applied only when another approves it.
 * `payload` is the validated request of its kind (appraisal, manifest import, write-off, tokenisation).
 */
export const reserveProposals = pgTable(
  'reserve_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    wineAssetId: uuid('wine_asset_id')
      .notNull()
      .references(() => wineAssets.id),
    summary: text('summary').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull().default('pending'),
    proposedBy: text('proposed_by')
      .notNull()
      .references(() => user.id),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: text('decided_by').references(() => user.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('reserve_proposals_status_idx').on(t.status, t.proposedAt),
    check('reserve_proposals_kind_ck', sql`${t.kind} in ('appraisal', 'manifest_import', 'write_off', 'tokenisation')`),
    check('reserve_proposals_status_ck', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('reserve_proposals_other_admin_ck', sql`${t.decidedBy} is null or ${t.decidedBy} <> ${t.proposedBy}`),
  ],
);
