/** GET /api/v1/me/subscriptions: my memberships (active, past due, canceled) and the premium entitlement. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { SubscriptionsResponse } from '../../../contracts/payments';
import { api } from '../../lib/api-client';

export const MY_SUBSCRIPTIONS_QUERY_KEY = ['me', 'subscriptions'] as const;

export function getMySubscriptions(signal?: AbortSignal): Promise<SubscriptionsResponse> {
  return api.get<SubscriptionsResponse>(apiPaths.payments.mySubscriptions, { signal });
}

export const getMySubscriptionsQueryOptions = () =>
  queryOptions({
    queryKey: MY_SUBSCRIPTIONS_QUERY_KEY,
    queryFn: ({ signal }) => getMySubscriptions(signal),
  });

export function useMySubscriptions() {
  return useQuery(getMySubscriptionsQueryOptions());
}
