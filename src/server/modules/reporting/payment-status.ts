import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { payments } from '../../db/schema/payments';

/** A payment's status and amount (the abandoned-purchase reminder checks it is still unpaid). */
export async function findPaymentStatus(db: Executor, paymentId: string) {
  const [payment] = await db
    .select({ status: payments.status, amount: payments.amount })
    .from(payments)
    .where(eq(payments.id, paymentId))
    .limit(1);
  return payment;
}
