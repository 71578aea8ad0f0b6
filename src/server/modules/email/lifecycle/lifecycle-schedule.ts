import type { Executor } from '../../../db/client';
import { emailLifecycleMails } from '../../../db/schema/mail-delivery';

/** Operator spec section 9: day-1 mail after 86,400,000 ms, day-3 after 259,200,000 ms, abandoned cart after 1 hour. */
export const WELCOME_DAY1_DELAY_MS = 86_400_000;
export const WELCOME_DAY3_DELAY_MS = 259_200_000;
export const ABANDONED_PURCHASE_DELAY_MS = 3_600_000;

/** The due time on the app clock when the caller has it; otherwise the lifecycle job arms the row. */
const dueAfter = (now: Date | undefined, delayMs: number) => (now ? new Date(now.getTime() + delayMs) : null);

/** Schedules the welcome sequence of a new account; a second call for the same person changes nothing. */
export async function scheduleWelcomeSequence(executor: Executor, userId: string, now?: Date): Promise<void> {
  await executor
    .insert(emailLifecycleMails)
    .values([
      {
        kind: 'welcome_day1',
        userId,
        onceKey: `welcome_day1:${userId}`,
        delayMs: WELCOME_DAY1_DELAY_MS,
        dueAt: dueAfter(now, WELCOME_DAY1_DELAY_MS),
      },
      {
        kind: 'welcome_day3',
        userId,
        onceKey: `welcome_day3:${userId}`,
        delayMs: WELCOME_DAY3_DELAY_MS,
        dueAt: dueAfter(now, WELCOME_DAY3_DELAY_MS),
      },
    ])
    .onConflictDoNothing({ target: emailLifecycleMails.onceKey });
}

/**
 * Schedules the reminder for a purchase just started; it goes only if the payment is still unpaid an
 * hour later. Payments has no app clock, so the lifecycle job arms it on its next run.
 */
export async function scheduleAbandonedPurchaseReminder(
  executor: Executor,
  purchase: { userId: string; paymentId: string },
  now?: Date,
): Promise<void> {
  await executor
    .insert(emailLifecycleMails)
    .values({
      kind: 'abandoned_purchase',
      userId: purchase.userId,
      paymentId: purchase.paymentId,
      onceKey: `abandoned_purchase:${purchase.paymentId}`,
      delayMs: ABANDONED_PURCHASE_DELAY_MS,
      dueAt: dueAfter(now, ABANDONED_PURCHASE_DELAY_MS),
    })
    .onConflictDoNothing({ target: emailLifecycleMails.onceKey });
}
