import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

export interface SystemAlertDetailsData {
  facts: { label: string; value: string }[];
  links: { label: string; href: string }[];
}

/**
 * system_alerts (operator spec section 3): raised by the alert rules on a schedule and on
 * events. `dedup_key` names the condition (e.g. `payment-webhook:sandbox`); the partial unique index
 * lets one condition hold at most one open alert, so raising it again only counts an occurrence.
 */
export const systemAlerts = pgTable(
  'system_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: ['compliance', 'system', 'security'] }).notNull(),
    severity: text('severity', { enum: ['critical', 'high', 'medium', 'low'] }).notNull(),
    message: text('message').notNull(),
    rule: text('rule').notNull(),
    dedupKey: text('dedup_key').notNull(),
    details: jsonb('details').$type<SystemAlertDetailsData>().notNull().default({ facts: [], links: [] }),
    occurrences: integer('occurrences').notNull().default(1),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    resolved: boolean('resolved').notNull().default(false),
    resolvedBy: text('resolved_by').references(() => user.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('system_alerts_open_dedup_uq')
      .on(t.dedupKey)
      .where(sql`not ${t.resolved}`),
    index('system_alerts_resolved_created_idx').on(t.resolved, t.createdAt),
    index('system_alerts_dedup_resolved_at_idx').on(t.dedupKey, t.resolvedAt),
  ],
);
