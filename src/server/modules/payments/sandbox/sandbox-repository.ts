import { and, desc, eq, lte } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  sandboxCustomers,
  sandboxPaymentIntents,
  sandboxPaymentMethods,
  sandboxSetupIntents,
  sandboxSubscriptions,
} from '../../../db/schema/payments';

/** The sandbox provider's own storage (what Stripe keeps on its side). */

export type SandboxIntentRow = typeof sandboxPaymentIntents.$inferSelect;
export type SandboxSubscriptionRow = typeof sandboxSubscriptions.$inferSelect;

export async function insertIntent(db: Executor, row: typeof sandboxPaymentIntents.$inferInsert) {
  await db
    .insert(sandboxPaymentIntents)
    .values(row)
    .onConflictDoNothing({ target: sandboxPaymentIntents.idempotencyKey });
  const [stored] = await db
    .select()
    .from(sandboxPaymentIntents)
    .where(eq(sandboxPaymentIntents.idempotencyKey, row.idempotencyKey!));
  return stored!;
}

export async function findIntent(db: Executor, id: string): Promise<SandboxIntentRow | undefined> {
  const [row] = await db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id));
  return row;
}

/** Moves an intent from `from` to `to`; false when another request moved it first. */
export async function transitionIntent(
  db: Executor,
  id: string,
  from: string,
  to: string,
  lastError: string | null,
): Promise<boolean> {
  const rows = await db
    .update(sandboxPaymentIntents)
    .set({ status: to, lastError, updatedAt: new Date() })
    .where(and(eq(sandboxPaymentIntents.id, id), eq(sandboxPaymentIntents.status, from)))
    .returning({ id: sandboxPaymentIntents.id });
  return rows.length === 1;
}

export async function insertCustomer(db: Executor, row: typeof sandboxCustomers.$inferInsert) {
  await db.insert(sandboxCustomers).values(row).onConflictDoNothing();
}

export async function customerExists(db: Executor, id: string): Promise<boolean> {
  const rows = await db.select({ id: sandboxCustomers.id }).from(sandboxCustomers).where(eq(sandboxCustomers.id, id));
  return rows.length === 1;
}

export async function insertSetupIntent(db: Executor, row: typeof sandboxSetupIntents.$inferInsert) {
  await db.insert(sandboxSetupIntents).values(row);
}

export async function findSetupIntent(db: Executor, id: string) {
  const [row] = await db.select().from(sandboxSetupIntents).where(eq(sandboxSetupIntents.id, id));
  return row;
}

export async function completeSetupIntent(db: Executor, id: string, status: string, paymentMethodId: string | null) {
  await db.update(sandboxSetupIntents).set({ status, paymentMethodId }).where(eq(sandboxSetupIntents.id, id));
}

export async function insertPaymentMethod(db: Executor, row: typeof sandboxPaymentMethods.$inferInsert) {
  await db.insert(sandboxPaymentMethods).values(row);
}

export async function findPaymentMethods(db: Executor, customerId: string) {
  return db
    .select()
    .from(sandboxPaymentMethods)
    .where(eq(sandboxPaymentMethods.customerId, customerId))
    .orderBy(desc(sandboxPaymentMethods.createdAt));
}

export async function insertSubscription(db: Executor, row: typeof sandboxSubscriptions.$inferInsert) {
  await db.insert(sandboxSubscriptions).values(row);
}

export async function findSubscription(db: Executor, id: string): Promise<SandboxSubscriptionRow | undefined> {
  const [row] = await db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id));
  return row;
}

export async function updateSubscription(
  db: Executor,
  id: string,
  patch: Partial<
    Pick<SandboxSubscriptionRow, 'status' | 'currentPeriodStart' | 'currentPeriodEnd' | 'cancelAtPeriodEnd'>
  >,
) {
  const [row] = await db.update(sandboxSubscriptions).set(patch).where(eq(sandboxSubscriptions.id, id)).returning();
  return row!;
}

/** Live subscriptions whose period has ended by `now` (renewal or end). */
export async function findDueSubscriptions(db: Executor, now: Date) {
  return db
    .select()
    .from(sandboxSubscriptions)
    .where(and(eq(sandboxSubscriptions.status, 'active'), lte(sandboxSubscriptions.currentPeriodEnd, now)));
}
