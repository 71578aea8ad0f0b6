/**
 * After an approval (it changes the reserve): the proposal lists, the statements, the wine admin's
 * figures and the public reserve figures refetch.
 */
import type { QueryClient } from '@tanstack/react-query';
import { metricsKeys } from '../metrics/keys';
import { wineKeys } from '../wine/keys';
import { reserveKeys } from './keys';

export function invalidateReserveChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: reserveKeys.adminProposals() }),
    queryClient.invalidateQueries({ queryKey: reserveKeys.statements() }),
    queryClient.invalidateQueries({ queryKey: wineKeys.adminAll() }),
    queryClient.invalidateQueries({ queryKey: wineKeys.all() }),
    queryClient.invalidateQueries({ queryKey: metricsKeys.reserves() }),
    queryClient.invalidateQueries({ queryKey: metricsKeys.platform() }),
  ]);
}
