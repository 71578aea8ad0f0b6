import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * enterprise_actions: what an admin did in the Enterprise Command Center that must stay done —
 * a threat resolved (kind threat, key = the rule's stable threat key) or a performance
 * recommendation implemented (kind recommendation, key = the recommendation's key). One row per
 * (kind, key): resolving or implementing twice keeps the first record.
 */
export const enterpriseActions = pgTable(
  'enterprise_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['threat', 'recommendation'] }).notNull(),
    key: text('key').notNull(),
    actionTaken: text('action_taken').notNull(),
    actorUserId: text('actor_user_id'),
    actorEmail: text('actor_email'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('enterprise_actions_kind_key_idx').on(t.kind, t.key),
    index('enterprise_actions_created_idx').on(t.createdAt),
  ],
);
