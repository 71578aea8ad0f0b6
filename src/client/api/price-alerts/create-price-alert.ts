/** POST /api/v1/me/price-alerts: a new alert; the list is re-read. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { PriceAlertSchema, type CreatePriceAlertRequest, type PriceAlert } from '../../../contracts/price-alerts';
import { api } from '../../lib/api-client';
import { priceAlertsKeys } from './keys';

export function createPriceAlert(body: CreatePriceAlertRequest): Promise<PriceAlert> {
  return api.post(apiPaths.myPriceAlerts, body, { schema: PriceAlertSchema });
}

export function useCreatePriceAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPriceAlert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: priceAlertsKeys.mine() }),
  });
}
