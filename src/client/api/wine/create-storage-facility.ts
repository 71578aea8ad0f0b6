/** POST /api/v1/admin/storage-facilities: add a vault. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AdminStorageFacilitySchema,
  type AdminStorageFacility,
  type StorageFacilityInput,
} from '../../../contracts/admin-wine';
import { apiPaths } from '../../../contracts/api-paths';
import { api } from '../../lib/api-client';
import { invalidateWineChange } from './invalidate-wine-change';

export function createStorageFacility(input: StorageFacilityInput): Promise<AdminStorageFacility> {
  return api.post(apiPaths.admin.storageFacilities, input, {
    schema: AdminStorageFacilitySchema,
    fallbackMessage: 'Failed to add the storage facility',
  });
}

export function useCreateStorageFacility() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createStorageFacility, onSuccess: () => invalidateWineChange(queryClient) });
}
