/** GET /api/v1/me/chain/deposits: VINO I sent from a verified wallet to custody, credited to my balance. */
import { useQuery } from '@tanstack/react-query';
import { chainApiPaths, DepositListSchema, type DepositList } from '../../../contracts/chain';
import { api } from '../../lib/api-client';
import { chainKeys } from './keys';

export function findMyDeposits(signal?: AbortSignal): Promise<DepositList> {
  return api.get(chainApiPaths.deposits, {
    signal,
    schema: DepositListSchema,
    fallbackMessage: 'Failed to load your deposits',
  });
}

export function useMyDeposits(enabled: boolean) {
  return useQuery({ queryKey: chainKeys.deposits(), queryFn: ({ signal }) => findMyDeposits(signal), enabled });
}
