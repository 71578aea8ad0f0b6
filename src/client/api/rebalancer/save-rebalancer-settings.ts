/** PUT /api/v1/me/rebalancer: saves the target allocation and thresholds; the plan is re-read. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { RebalancerSettingsSchema, type RebalancerSettings } from '../../../contracts/rebalancer';
import { apiRequest } from '../../lib/api-client';
import { rebalancerKeys } from './keys';

export function saveRebalancerSettings(settings: RebalancerSettings): Promise<RebalancerSettings> {
  return apiRequest(apiPaths.rebalancer.settings, {
    method: 'PUT',
    body: settings,
    schema: RebalancerSettingsSchema,
    fallbackMessage: 'Your rebalancing settings could not be saved.',
  });
}

export function useSaveRebalancerSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveRebalancerSettings,
    onSuccess: () => client.invalidateQueries({ queryKey: rebalancerKeys.plan() }),
  });
}
