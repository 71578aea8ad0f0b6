/** GET /api/v1/reserve/sample?count=n: proofs of bottles the server picks at random, verified in the browser. */
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { api } from '../../lib/api-client';

export function getReserveSample(count: number, signal?: AbortSignal) {
  return api.get(`${apiPaths.reserve.sample}?count=${count}`, {
    signal,
    schema: () => import('../../../contracts/reserve').then((m) => m.ReserveSampleSchema),
  });
}

/** A fresh random sample each time the visitor asks. */
export function useReserveSample() {
  return useMutation({ mutationFn: (count: number) => getReserveSample(count) });
}
