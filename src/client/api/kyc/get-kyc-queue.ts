/** GET /api/v1/admin/kyc/submissions — the KYC review queue (open oldest first, or the latest decisions). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { KycQueueSchema, kycApiPaths, type KycQueue, type KycQueueView } from '../../../contracts/kyc';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { kycKeys } from './keys';

export function getKycQueue(view: KycQueueView, signal?: AbortSignal): Promise<KycQueue> {
  return api.get(kycApiPaths.adminQueue, { schema: KycQueueSchema, query: { view }, signal });
}

export const kycQueueQueryOptions = (view: KycQueueView) =>
  queryOptions({
    queryKey: kycKeys.queue(view),
    queryFn: ({ signal }) => getKycQueue(view, signal),
    ...queryPolicy.kyc.queue,
  });

export function useKycQueue(view: KycQueueView) {
  return useQuery(kycQueueQueryOptions(view));
}
