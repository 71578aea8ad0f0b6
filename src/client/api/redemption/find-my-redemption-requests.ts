/** GET /api/v1/me/redemption-requests: my wine redemption requests, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  RedemptionRequestListSchema,
  redemptionApiPaths,
  type RedemptionRequestList,
} from '../../../contracts/redemption';
import { api } from '../../lib/api-client';
import { redemptionKeys } from './keys';

export function findMyRedemptionRequests(signal?: AbortSignal): Promise<RedemptionRequestList> {
  return api.get(redemptionApiPaths.mine, { signal, schema: RedemptionRequestListSchema });
}

export const findMyRedemptionRequestsQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: redemptionKeys.mine(),
    queryFn: ({ signal }) => findMyRedemptionRequests(signal),
    enabled,
  });

export function useMyRedemptions(enabled: boolean) {
  return useQuery(findMyRedemptionRequestsQueryOptions(enabled));
}
