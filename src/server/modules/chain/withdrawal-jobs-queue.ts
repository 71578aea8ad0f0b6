import type { Executor } from '../../db/client';
import { enqueueJob } from '../../platform/jobs/job-queue';

export const SEND_WITHDRAWAL_QUEUE = 'chain.withdrawal.send';
export const FOLLOW_WITHDRAWALS_QUEUE = 'chain.withdrawals.follow';
export const SCAN_DEPOSITS_QUEUE = 'chain.deposits.scan';

/** Queues a withdrawal's chain steps with the change that causes them; once per withdrawal. */
export function enqueueSend(executor: Executor, withdrawalId: string): Promise<void> {
  return enqueueJob(
    executor,
    SEND_WITHDRAWAL_QUEUE,
    { withdrawalId },
    { dedupeKey: `chain-withdrawal-send:${withdrawalId}`, maxAttempts: 10 },
  );
}
