/**
 * Query keys of the kyc module's endpoints. The review queue sits under the admin area's ['admin']
 * (a decision refreshes it with the users and overview); my own verification under ['me'].
 */
import type { KycQueueView } from '../../../contracts/kyc';

export const kycKeys = {
  queues: () => ['admin', 'kyc'] as const,
  queue: (view: KycQueueView) => ['admin', 'kyc', view] as const,
  mine: () => ['me', 'kyc'] as const,
};
