import type { FastifyInstance } from 'fastify';
import { registerRecurringJob } from '../../platform/jobs/recurring-job';
import type { ChainContext } from './chain-context';
import { creditDeposits } from './credit-deposits';
import { followWithdrawals } from './follow-withdrawals';
import { sendWithdrawal } from './send-withdrawal';
import { FOLLOW_WITHDRAWALS_QUEUE, SCAN_DEPOSITS_QUEUE, SEND_WITHDRAWAL_QUEUE } from './withdrawal-jobs-queue';

/** About one block on Ethereum: new confirmations and deposits are noticed within a block or two. */
const FOLLOW_EVERY_MS = 15_000;

/** The bridge's durable jobs: one send per withdrawal, and the recurring follow and deposit scan. */
export async function registerChainJobs(app: FastifyInstance, ctx: ChainContext): Promise<void> {
  app.jobWorker.register(SEND_WITHDRAWAL_QUEUE, async (payload) => {
    await sendWithdrawal(ctx, String(payload.withdrawalId));
  });
  await registerRecurringJob(app, ctx.db, {
    queue: FOLLOW_WITHDRAWALS_QUEUE,
    everyMs: FOLLOW_EVERY_MS,
    dedupePrefix: 'chain-withdrawals-follow',
    maxAttempts: 1,
    run: () => followWithdrawals(ctx),
  });
  await registerRecurringJob(app, ctx.db, {
    queue: SCAN_DEPOSITS_QUEUE,
    everyMs: FOLLOW_EVERY_MS,
    dedupePrefix: 'chain-deposits-scan',
    maxAttempts: 1,
    run: () => creditDeposits(ctx),
  });
}
