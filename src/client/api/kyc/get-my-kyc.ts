/** GET /api/v1/me/kyc — my identity verification (KYC) state and latest submission. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MyKycSchema, kycApiPaths, type MyKyc } from '../../../contracts/kyc';
import { api } from '../../lib/api-client';
import { kycKeys } from './keys';

export function getMyKyc(signal?: AbortSignal): Promise<MyKyc> {
  return api.get(kycApiPaths.mine, { schema: MyKycSchema, signal });
}

export const myKycQueryOptions = () =>
  queryOptions({ queryKey: kycKeys.mine(), queryFn: ({ signal }) => getMyKyc(signal) });

export function useMyKyc() {
  return useQuery(myKycQueryOptions());
}
