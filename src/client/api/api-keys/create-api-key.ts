/**
 * POST /api/v1/me/api-keys: a new key. The secret comes back in the mutation's result only and is
 * never put in the query cache; the list is re-read.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CreatedApiKeySchema,
  apiKeyPaths,
  type CreateApiKeyRequest,
  type CreatedApiKey,
} from '../../../contracts/api-keys';
import { api } from '../../lib/api-client';
import { apiKeysKeys } from './keys';

export function createApiKey(body: CreateApiKeyRequest): Promise<CreatedApiKey> {
  return api.post(apiKeyPaths.myApiKeys, body, { schema: CreatedApiKeySchema });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKeys.mine() }),
  });
}
