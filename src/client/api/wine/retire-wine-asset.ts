/** POST /api/v1/admin/wine-assets/:id/retire: the asset leaves the catalogue, vaults and reserve. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminWineAssetSchema, type AdminWineAsset } from '../../../contracts/admin-wine';
import { apiPaths } from '../../../contracts/api-paths';
import { api } from '../../lib/api-client';
import { invalidateWineChange } from './invalidate-wine-change';

export function retireWineAsset({ id, reason }: { id: string; reason: string }): Promise<AdminWineAsset> {
  return api.post(
    apiPaths.admin.withId(apiPaths.admin.retireWineAsset, id),
    { reason },
    { schema: AdminWineAssetSchema, fallbackMessage: 'Failed to retire the wine asset' },
  );
}

export function useRetireWineAsset() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: retireWineAsset, onSuccess: () => invalidateWineChange(queryClient) });
}
