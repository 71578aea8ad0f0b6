import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Settings: one JSON document per group (security, platform, trading ...), validated on read. */
export const settings = pgTable('settings', {
  group: text('group').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by'),
});

/** Append-only audit log: every state change that matters writes a row in the same transaction. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUserId: text('actor_user_id'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    ipAddress: text('ip_address'),
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    // An account's audit trail (admin user detail): what was done to it and what it did.
    index('audit_log_entity_id_idx').on(t.entityId, t.id),
    index('audit_log_actor_idx').on(t.actorUserId, t.id),
  ],
);

/** Outbox of every e-mail sent; the default transport only writes here (read at /mailbox). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    from: text('from').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    template: text('template').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    transport: text('transport').notNull(),
    status: text('status').notNull().default('sent'),
    error: text('error'),
    /** transactional or marketing (operator spec "Email message"); providers receive it as a category. */
    category: text('category').notNull().default('transactional'),
    /** The template's data fields, sent to provider A as dynamic_template_data. */
    templateData: jsonb('template_data').$type<Record<string, string>>().notNull().default({}),
    userId: text('user_id'),
    campaignId: text('campaign_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);
