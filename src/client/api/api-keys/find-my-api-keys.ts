/** GET /api/v1/me/api-keys: my active personal API keys (never the secret, only its prefix). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiKeyListSchema, apiKeyPaths, type ApiKeyList } from '../../../contracts/api-keys';
import { api } from '../../lib/api-client';
import { apiKeysKeys } from './keys';

export function findMyApiKeys(signal?: AbortSignal): Promise<ApiKeyList> {
  return api.get(apiKeyPaths.myApiKeys, {
    signal,
    schema: ApiKeyListSchema,
    fallbackMessage: 'Failed to load your API keys',
  });
}

export const findMyApiKeysQueryOptions = () =>
  queryOptions({ queryKey: apiKeysKeys.mine(), queryFn: ({ signal }) => findMyApiKeys(signal) });

export function useMyApiKeys() {
  return useQuery(findMyApiKeysQueryOptions());
}
