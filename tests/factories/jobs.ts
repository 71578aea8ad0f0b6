import type { JobWorker } from '../../src/server/platform/jobs/job-queue';

/**
 * Runs every job that is due, batch after batch, as the started worker does. One `runDueJobs()`
 * claims only the oldest batch of 10: with mails queued by earlier steps (receipts, welcome mails),
 * the job a test made due may not be in it.
 */
export async function runAllDueJobs(worker: JobWorker, maxBatches = 50): Promise<void> {
  for (let i = 0; i < maxBatches && (await worker.runDueJobs()) > 0; i++);
}
