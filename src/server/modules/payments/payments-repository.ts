import { and, count, desc, eq, gte, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { user } from '../../db/schema/auth';
import { paymentCustomers, paymentEvents, payments, subscriptions } from '../../db/schema/payments';
import { revenueTracking } from '../../db/schema/revenue';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Inserts a payment unless (user, idempotency key) exists; returns the new row or undefined. */
export async function insertPaymentOnce(db: Executor, row: NewPaymentRow): Promise<PaymentRow | undefined> {
  const [inserted] = await db.insert(payments).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function findPaymentByKey(db: Executor, userId: string, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, idempotencyKey)));
  return row;
}

export async function findPaymentById(db: Executor, id: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

/** The payment of a provider intent, locked for the rest of the transaction. */
export async function lockPaymentByProviderId(db: Executor, provider: string, providerPaymentId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)))
    .for('update');
  return row;
}

export async function findPaymentByProviderId(db: Executor, provider: string, providerPaymentId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)));
  return row;
}

export async function updatePayment(db: Executor, id: string, patch: Partial<NewPaymentRow>) {
  const [row] = await db
    .update(payments)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(payments.id, id))
    .returning();
  return row!;
}

/** Records a provider event; false when it was processed before (a replay). */
export async function recordEventOnce(
  db: Executor,
  event: { provider: string; providerEventId: string; type: string },
): Promise<boolean> {
  const rows = await db.insert(paymentEvents).values(event).onConflictDoNothing().returning({ id: paymentEvents.id });
  return rows.length === 1;
}

export async function findCustomer(db: Executor, userId: string, provider: string) {
  const [row] = await db
    .select()
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.provider, provider)));
  return row;
}

export async function findCustomerByProviderId(db: Executor, provider: string, providerCustomerId: string) {
  const [row] = await db
    .select()
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.provider, provider), eq(paymentCustomers.providerCustomerId, providerCustomerId)));
  return row;
}

/** Keeps the first customer of a user and provider (two tabs creating one at once). */
export async function insertCustomerOnce(db: Executor, row: typeof paymentCustomers.$inferInsert) {
  await db.insert(paymentCustomers).values(row).onConflictDoNothing();
  return (await findCustomer(db, row.userId, row.provider))!;
}

/** Inserts or refreshes our copy of a provider subscription (the create call and webhooks both write it). */
export async function upsertSubscription(db: Executor, row: typeof subscriptions.$inferInsert) {
  const [stored] = await db
    .insert(subscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: [subscriptions.provider, subscriptions.providerSubscriptionId],
      set: {
        status: row.status,
        currentPeriodStart: row.currentPeriodStart,
        currentPeriodEnd: row.currentPeriodEnd,
        cancelAtPeriodEnd: row.cancelAtPeriodEnd,
        updatedAt: new Date(),
      },
    })
    .returning();
  return stored!;
}

export async function findSubscriptionByProviderId(db: Executor, provider: string, providerSubscriptionId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider), eq(subscriptions.providerSubscriptionId, providerSubscriptionId)));
  return row;
}

export async function findLiveSubscription(db: Executor, userId: string, priceId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(eq(subscriptions.userId, userId), eq(subscriptions.priceId, priceId), ne(subscriptions.status, 'canceled')),
    );
  return row;
}

export async function updateSubscriptionRow(
  db: Executor,
  id: string,
  patch: Partial<typeof subscriptions.$inferInsert>,
) {
  const [row] = await db
    .update(subscriptions)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(subscriptions.id, id))
    .returning();
  return row!;
}

export async function findUserSubscriptions(db: Executor, userId: string) {
  return db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(desc(subscriptions.createdAt));
}

/** An active membership among `priceIds` whose paid period has not ended at `now`. */
export async function hasActiveSubscription(db: Executor, userId: string, priceIds: readonly string[], now: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.priceId, priceIds),
        eq(subscriptions.status, 'active'),
        sql`${subscriptions.currentPeriodEnd} > ${now}`,
      ),
    );
  return (row?.n ?? 0) > 0;
}

export interface HistoryFilter {
  userId: string;
  statuses: PaymentRow['status'][];
  method?: PaymentRow['paymentMethod'] | undefined;
  since?: Date | undefined;
}

function historyWhere(f: HistoryFilter): SQL | undefined {
  return and(
    eq(payments.userId, f.userId),
    inArray(payments.status, f.statuses),
    f.method ? eq(payments.paymentMethod, f.method) : undefined,
    f.since ? gte(payments.createdAt, f.since) : undefined,
  );
}

export async function findPaymentHistory(db: Executor, f: HistoryFilter, page: { limit: number; offset: number }) {
  const where = historyWhere(f);
  const [items, totals] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(payments).where(where),
  ]);
  return { items, total: totals[0]?.n ?? 0 };
}

export async function insertRevenue(db: Executor, row: typeof revenueTracking.$inferInsert) {
  await db.insert(revenueTracking).values(row);
}

export async function findUserContact(db: Executor, userId: string) {
  const [row] = await db.select({ email: user.email, name: user.name }).from(user).where(eq(user.id, userId));
  return row;
}
