/**
 * After an admin wine write: the admin tab's queries and every public figure that reads the same
 * rows (catalogue, vaults, showcase, reserves, home metrics) refetch, so the change shows at once.
 */
import type { QueryClient } from '@tanstack/react-query';
import { metricsKeys } from '../metrics/keys';
import { wineKeys } from './keys';

export function invalidateWineChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: wineKeys.adminAll() }),
    queryClient.invalidateQueries({ queryKey: wineKeys.all() }),
    queryClient.invalidateQueries({ queryKey: metricsKeys.reserves() }),
    queryClient.invalidateQueries({ queryKey: metricsKeys.platform() }),
  ]);
}
