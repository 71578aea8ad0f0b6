/** GET /api/v1/admin/kyc/submissions — the KYC review queue (open oldest first, or the latest decisions). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { KycQueueSchema, kycApiPaths, type KycQueue, type KycQueueView } from '../../../contracts/kyc';
import { api } from '../../lib/api-client';

export const kycQueueQueryKey = (view: KycQueueView) => ['admin', 'kyc', view] as const;

export function getKycQueue(view: KycQueueView, signal?: AbortSignal): Promise<KycQueue> {
  return api.get(kycApiPaths.adminQueue, { schema: KycQueueSchema, query: { view }, signal });
}

export const kycQueueQueryOptions = (view: KycQueueView) =>
  queryOptions({
    queryKey: kycQueueQueryKey(view),
    queryFn: ({ signal }) => getKycQueue(view, signal),
    // Other reviewers claim and decide meanwhile: keep the queue fresh.
    refetchInterval: 30_000,
  });

export function useKycQueue(view: KycQueueView) {
  return useQuery(kycQueueQueryOptions(view));
}
