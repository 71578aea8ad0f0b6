/** GET /api/v1/reserve/proofs/:serial: one bottle's inclusion proof, fetched when a visitor looks it up. */
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { ReserveProof } from '../../../contracts/reserve';
import { api } from '../../lib/api-client';

export function getReserveProof(serial: string, signal?: AbortSignal): Promise<ReserveProof> {
  return api.get(apiPaths.reserve.proof.replace(':serial', encodeURIComponent(serial)), {
    signal,
    schema: () => import('../../../contracts/reserve').then((m) => m.ReserveProofSchema),
  });
}

/** A lookup on demand (the visitor submits a serial); nothing is cached between lookups. */
export function useReserveProofLookup() {
  return useMutation({ mutationFn: (serial: string) => getReserveProof(serial) });
}
