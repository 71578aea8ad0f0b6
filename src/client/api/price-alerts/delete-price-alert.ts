/** DELETE /api/v1/me/price-alerts/{id}: removes an alert; the list is re-read. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { apiRequest } from '../../lib/api-client';
import { priceAlertsKeys } from './keys';

export function deletePriceAlert(id: string): Promise<unknown> {
  return apiRequest(apiPaths.myPriceAlert.replace(':id', encodeURIComponent(id)), { method: 'DELETE' });
}

export function useDeletePriceAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePriceAlert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: priceAlertsKeys.mine() }),
  });
}
