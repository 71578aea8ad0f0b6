/** GET /api/v1/reserve/public-key: the Ed25519 key statements are signed with (the browser verifies with it). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { reserveKeys } from './keys';

export function getReservePublicKey(signal?: AbortSignal) {
  return api.get(apiPaths.reserve.publicKey, {
    signal,
    schema: () => import('../../../contracts/reserve').then((m) => m.ReservePublicKeySchema),
  });
}

export function getReservePublicKeyQueryOptions() {
  return queryOptions({
    queryKey: reserveKeys.publicKey(),
    queryFn: ({ signal }) => getReservePublicKey(signal),
    ...queryPolicy.reserve.publicKey,
  });
}

export function useReservePublicKey() {
  return useQuery(getReservePublicKeyQueryOptions());
}
