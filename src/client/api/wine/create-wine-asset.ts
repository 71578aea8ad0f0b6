/** POST /api/v1/admin/wine-assets: Add Wine Asset. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminWineAssetSchema, type AdminWineAsset, type WineAssetInput } from '../../../contracts/admin-wine';
import { apiPaths } from '../../../contracts/api-paths';
import { api } from '../../lib/api-client';
import { invalidateWineChange } from './invalidate-wine-change';

export function createWineAsset(input: WineAssetInput): Promise<AdminWineAsset> {
  return api.post(apiPaths.admin.wineAssets, input, {
    schema: AdminWineAssetSchema,
    fallbackMessage: 'Failed to add the wine asset',
  });
}

export function useCreateWineAsset() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createWineAsset, onSuccess: () => invalidateWineChange(queryClient) });
}
