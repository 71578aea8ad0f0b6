import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * Payments. The first four tables are the app's own records, whatever the provider;
 * the `sandbox_*` tables are the sandbox provider's side (what Stripe keeps on its servers).
 */

/** The user's customer at a provider (one per user and provider). */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerCustomerId: text('provider_customer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_customers_user_provider_uq').on(t.userId, t.provider),
    uniqueIndex('payment_customers_provider_id_uq').on(t.provider, t.providerCustomerId),
  ],
);

/**
 * One payment: a token purchase or a membership charge. Fees, tokens and price are fixed by the
 * server when the intent is created; VINO is credited only when the provider confirms (webhook).
 * (user_id, idempotency_key) is unique so concurrent duplicates create one payment.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id'),
    clientSecret: text('client_secret'),
    kind: text('kind', { enum: ['token_purchase', 'subscription'] }).notNull(),
    product: text('product').notNull(),
    description: text('description').notNull(),
    amount: numeric('amount', { precision: 20, scale: 2 }).notNull(),
    currency: text('currency').notNull().default('usd'),
    paymentMethod: text('payment_method', { enum: ['card', 'bank', 'crypto'] }).notNull(),
    status: text('status', {
      enum: ['requires_payment_method', 'processing', 'succeeded', 'failed', 'canceled'],
    }).notNull(),
    feeTransaction: numeric('fee_transaction', { precision: 20, scale: 2 }).notNull().default('0'),
    feePlatform: numeric('fee_platform', { precision: 20, scale: 2 }).notNull().default('0'),
    feeNetwork: numeric('fee_network', { precision: 20, scale: 2 }).notNull().default('0'),
    feeTotal: numeric('fee_total', { precision: 20, scale: 2 }).notNull().default('0'),
    netAmount: numeric('net_amount', { precision: 20, scale: 2 }).notNull(),
    tokens: numeric('tokens', { precision: 38, scale: 18 }),
    price: numeric('price', { precision: 20, scale: 8 }),
    subscriptionId: uuid('subscription_id'),
    period: text('period'),
    failureMessage: text('failure_message'),
    idempotencyKey: text('idempotency_key'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_user_idempotency_uq').on(t.userId, t.idempotencyKey),
    uniqueIndex('payments_provider_payment_uq').on(t.provider, t.providerPaymentId),
    index('payments_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/** Memberships (Premium Circle, Enterprise Plan). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    priceId: text('price_id').notNull(),
    productName: text('product_name').notNull(),
    amount: numeric('amount', { precision: 20, scale: 2 }).notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status', { enum: ['active', 'past_due', 'canceled'] }).notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_provider_id_uq').on(t.provider, t.providerSubscriptionId),
    uniqueIndex('subscriptions_user_idempotency_uq').on(t.userId, t.idempotencyKey),
    // One live membership per plan and user: a second Subscribe click cannot charge twice.
    uniqueIndex('subscriptions_user_plan_live_uq')
      .on(t.userId, t.priceId)
      .where(sql`${t.status} <> 'canceled'`),
  ],
);

/** Every provider event processed; a replay hits the unique index and changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    providerEventId: text('provider_event_id').notNull(),
    type: text('type').notNull(),
    paymentId: uuid('payment_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_provider_event_uq').on(t.provider, t.providerEventId)],
);

// ------------------------------------------------------------------ the sandbox provider's side

export const sandboxCustomers = pgTable('sandbox_customers', {
  id: text('id').primaryKey(),
  email: text('email'),
  name: text('name'),
  metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxPaymentIntents = pgTable('sandbox_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull(),
  amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
  currency: text('currency').notNull(),
  methodType: text('method_type').notNull(),
  customerId: text('customer_id'),
  status: text('status').notNull(),
  lastError: text('last_error'),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  idempotencyKey: text('idempotency_key').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxSetupIntents = pgTable('sandbox_setup_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull(),
  customerId: text('customer_id').notNull(),
  status: text('status').notNull(),
  paymentMethodId: text('payment_method_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A saved card: only brand, last four digits and expiry (never the number). */
export const sandboxPaymentMethods = pgTable(
  'sandbox_payment_methods',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_payment_methods_customer_idx').on(t.customerId)],
);

export const sandboxSubscriptions = pgTable('sandbox_subscriptions', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  priceId: text('price_id').notNull(),
  paymentMethodId: text('payment_method_id').notNull(),
  status: text('status').notNull(),
  currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
