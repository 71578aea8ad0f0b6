/** The hub's active alerts: GET/POST /api/v1/me/price-alerts and DELETE /api/v1/me/price-alerts/:id. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { CreatePriceAlertRequest, PriceAlert, PriceAlertList } from '../../../contracts/price-alerts';
import { api, apiRequest } from '../../lib/api-client';

export const PRICE_ALERTS_QUERY_KEY = ['me', 'price-alerts'] as const;
const KEY = PRICE_ALERTS_QUERY_KEY;

export const myPriceAlertsQueryOptions = () =>
  queryOptions({
    queryKey: KEY,
    queryFn: ({ signal }) =>
      api.get<PriceAlertList>(apiPaths.myPriceAlerts, { signal, fallbackMessage: 'Failed to load your price alerts' }),
  });

/** Alerts the server has not triggered yet: the hub's "active alerts". */
export const activePriceAlerts = (list: PriceAlertList | undefined): PriceAlert[] =>
  list?.items.filter((a) => a.triggeredAt === null) ?? [];

export function useMyPriceAlerts() {
  return useQuery(myPriceAlertsQueryOptions());
}

export function useAddPriceAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePriceAlertRequest) => api.post<PriceAlert>(apiPaths.myPriceAlerts, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useRemovePriceAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(apiPaths.myPriceAlert.replace(':id', encodeURIComponent(id)), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
