/** Personal API keys: GET/POST /api/v1/me/api-keys and DELETE /api/v1/me/api-keys/:id. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiKeyPaths,
  type ApiKeyList,
  type CreateApiKeyRequest,
  type CreatedApiKey,
} from '../../../contracts/api-keys';
import { api, apiRequest } from '../../lib/api-client';

const KEY = ['me', 'api-keys'] as const;

export const myApiKeysQueryOptions = () =>
  queryOptions({
    queryKey: KEY,
    queryFn: ({ signal }) =>
      api.get<ApiKeyList>(apiKeyPaths.myApiKeys, { signal, fallbackMessage: 'Failed to load your API keys' }),
  });

export function useMyApiKeys() {
  return useQuery(myApiKeysQueryOptions());
}

/** The created key comes back in the mutation's result only; it is never put in the query cache. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKeyRequest) => api.post<CreatedApiKey>(apiKeyPaths.myApiKeys, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(apiKeyPaths.forKey(apiKeyPaths.myApiKey, id), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
