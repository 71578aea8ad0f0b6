/**
 * GET /api/v1/admin/chain/compliance — the VINO contract's compliance status, read from the chain
 * (`configured: false` when the platform has no contract of its own).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ChainComplianceStatusSchema,
  chainComplianceApiPaths,
  type ChainComplianceStatus,
} from '../../../contracts/chain-compliance';
import { api } from '../../lib/api-client';
import { adminKeys } from './keys';

export function getChainCompliance(signal?: AbortSignal): Promise<ChainComplianceStatus> {
  return api.get(chainComplianceApiPaths.status, { signal, schema: ChainComplianceStatusSchema });
}

export function useChainCompliance() {
  return useQuery(
    queryOptions({ queryKey: adminKeys.chainCompliance(), queryFn: ({ signal }) => getChainCompliance(signal) }),
  );
}
