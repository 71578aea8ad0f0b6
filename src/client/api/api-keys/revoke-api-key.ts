/** DELETE /api/v1/me/api-keys/{id}: revokes a key at once; the list is re-read. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKeyPaths } from '../../../contracts/api-keys';
import { OkResponseSchema } from '../../../contracts/common';
import { apiRequest } from '../../lib/api-client';
import { apiKeysKeys } from './keys';

export function revokeApiKey(id: string): Promise<{ ok: true }> {
  return apiRequest(apiKeyPaths.forKey(apiKeyPaths.myApiKey, id), { method: 'DELETE', schema: OkResponseSchema });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKeys.mine() }),
  });
}
