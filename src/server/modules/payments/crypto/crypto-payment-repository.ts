import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { paymentEvents, payments } from '../../../db/schema/payments';

/** Whether a provider event (here: a chain transaction) has already been applied. */
export async function isEventRecorded(db: Executor, provider: string, providerEventId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.providerEventId, providerEventId)));
  return row !== undefined;
}

/**
 * Claims a payment for one transaction: sets metadata.txHash unless another transaction holds it,
 * atomically, so two confirms of one payment with different transactions cannot both spend theirs.
 * Re-claiming with the same hash succeeds (a retry after a crash or a pending receipt).
 */
export async function claimPaymentForTransaction(db: Executor, paymentId: string, txHash: string): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ metadata: sql`${payments.metadata} || jsonb_build_object('txHash', ${txHash}::text)` })
    .where(
      and(
        eq(payments.id, paymentId),
        sql`(${payments.metadata}->>'txHash' is null or ${payments.metadata}->>'txHash' = ${txHash})`,
      ),
    )
    .returning({ id: payments.id });
  return rows.length === 1;
}

/** Frees a claim whose transaction was refused, so the buyer can pay with another one. */
export async function releasePaymentClaim(db: Executor, paymentId: string, txHash: string): Promise<void> {
  await db
    .update(payments)
    .set({ metadata: sql`${payments.metadata} - 'txHash'` })
    .where(and(eq(payments.id, paymentId), sql`${payments.metadata}->>'txHash' = ${txHash}`));
}
