import type { KycQueue, KycQueueView } from '../../../contracts/kyc';
import type { KycContext } from './kyc-context';
import { toKycSubmission } from './kyc-mapper';
import { findQueue } from './kyc-repository';

/** How many cases one page of the queue shows. */
export const KYC_QUEUE_LIMIT = 100;

/** The review queue: open cases oldest first, or the latest decisions. */
export async function findKycQueue(ctx: KycContext, view: KycQueueView): Promise<KycQueue> {
  return { items: (await findQueue(ctx.db, view, KYC_QUEUE_LIMIT)).map(toKycSubmission) };
}
