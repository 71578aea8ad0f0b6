/** GET /api/v1/me/subscriptions: my memberships (active, past due, canceled) and the premium entitlement. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { SubscriptionsResponse } from '../../../contracts/payments';
import { api } from '../../lib/api-client';
import { paymentsKeys } from './keys';

export function findMySubscriptions(signal?: AbortSignal): Promise<SubscriptionsResponse> {
  return api.get(apiPaths.payments.mySubscriptions, {
    signal,
    schema: () => import('../../../contracts/payments').then((m) => m.SubscriptionsResponseSchema),
  });
}

export const findMySubscriptionsQueryOptions = (isSignedIn = true) =>
  queryOptions({
    queryKey: paymentsKeys.mySubscriptions(),
    queryFn: ({ signal }) => findMySubscriptions(signal),
    enabled: isSignedIn,
  });

export function useMySubscriptions() {
  return useQuery(findMySubscriptionsQueryOptions());
}

/** Whether the signed-in user holds an active Premium Circle membership (the server decides). */
export function usePremiumMembership(isSignedIn: boolean) {
  return useQuery({ ...findMySubscriptionsQueryOptions(isSignedIn), select: (data) => data.premium });
}
