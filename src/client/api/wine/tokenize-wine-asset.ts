/** POST /api/v1/admin/wine-assets/:id/tokenize: mint VINO for the asset's value; it joins the reserve. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TokenizeResponseSchema, type TokenizeResponse } from '../../../contracts/admin-wine';
import { apiPaths } from '../../../contracts/api-paths';
import { api } from '../../lib/api-client';
import { invalidateWineChange } from './invalidate-wine-change';

export function tokenizeWineAsset(id: string): Promise<TokenizeResponse> {
  return api.post(
    apiPaths.admin.withId(apiPaths.admin.tokenizeWineAsset, id),
    {},
    { schema: TokenizeResponseSchema, fallbackMessage: 'Failed to tokenize the asset' },
  );
}

export function useTokenizeWineAsset() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: tokenizeWineAsset, onSuccess: () => invalidateWineChange(queryClient) });
}
