import type { Executor } from '../../../db/client';
import { enqueueJob, type JobWorker } from '../../../platform/jobs/job-queue';
import { sendCampaignSlice, type CampaignSenderDeps } from './campaign-sender';

/** The durable job that sends a campaign, a slice at a time (each slice enqueues the next). */
export const CAMPAIGN_SEND_QUEUE = 'email.campaign.send';

export async function enqueueCampaignSend(db: Executor, campaignId: string, runAt?: Date): Promise<void> {
  await enqueueJob(db, CAMPAIGN_SEND_QUEUE, { campaignId }, { runAt, maxAttempts: 10 });
}

export function registerCampaignSendJob(worker: JobWorker, deps: CampaignSenderDeps): void {
  worker.register(CAMPAIGN_SEND_QUEUE, async (payload) => {
    const campaignId = String(payload['campaignId']);
    if ((await sendCampaignSlice(deps, campaignId)) === 'continue') await enqueueCampaignSend(deps.db, campaignId);
  });
}
