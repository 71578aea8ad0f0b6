/** GET /api/v1/payments/config: the provider the browser talks to, the VINO product, plans, test cards. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { PaymentsConfig } from '../../../contracts/payments';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { paymentsKeys } from './keys';

export function getPaymentsConfig(signal?: AbortSignal): Promise<PaymentsConfig> {
  return api.get(apiPaths.payments.config, {
    signal,
    schema: () => import('../../../contracts/payments').then((m) => m.PaymentsConfigSchema),
  });
}

export const getPaymentsConfigQueryOptions = () =>
  queryOptions({
    queryKey: paymentsKeys.config(),
    queryFn: ({ signal }) => getPaymentsConfig(signal),
    ...queryPolicy.payments.config,
  });

export function usePaymentsConfig() {
  return useQuery(getPaymentsConfigQueryOptions());
}
