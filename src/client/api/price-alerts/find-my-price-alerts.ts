/** GET /api/v1/me/price-alerts: the signed-in user's alerts (the dashboard hub shows the active ones). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { PriceAlertListSchema, type PriceAlert, type PriceAlertList } from '../../../contracts/price-alerts';
import { api } from '../../lib/api-client';
import { priceAlertsKeys } from './keys';

export function findMyPriceAlerts(signal?: AbortSignal): Promise<PriceAlertList> {
  return api.get(apiPaths.myPriceAlerts, {
    signal,
    schema: PriceAlertListSchema,
    fallbackMessage: 'Failed to load your price alerts',
  });
}

export const findMyPriceAlertsQueryOptions = () =>
  queryOptions({ queryKey: priceAlertsKeys.mine(), queryFn: ({ signal }) => findMyPriceAlerts(signal) });

/** Alerts the server has not triggered yet: the hub's "active alerts". */
export const activePriceAlerts = (list: PriceAlertList | undefined): PriceAlert[] =>
  list?.items.filter((a) => a.triggeredAt === null) ?? [];

export function useMyPriceAlerts() {
  return useQuery(findMyPriceAlertsQueryOptions());
}
