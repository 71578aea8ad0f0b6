/** GET /api/v1/payments/config: the provider the browser talks to, the VINO product, plans, test cards. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { PaymentsConfig } from '../../../contracts/payments';
import { api } from '../../lib/api-client';

export function getPaymentsConfig(signal?: AbortSignal): Promise<PaymentsConfig> {
  return api.get<PaymentsConfig>(apiPaths.payments.config, { signal });
}

export const getPaymentsConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'config'] as const,
    queryFn: ({ signal }) => getPaymentsConfig(signal),
    staleTime: 60_000,
  });

export function usePaymentsConfig() {
  return useQuery(getPaymentsConfigQueryOptions());
}
