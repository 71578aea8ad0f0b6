/**
 * POST /api/v1/admin/chain/compliance/actions — pause or unpause the token, freeze or unfreeze an
 * address, add it to or remove it from the allow-list. Answers once the transaction is mined, with
 * its hash; 409 CHAIN_REVERTED with the contract's reason when it refuses.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ChainComplianceResultSchema,
  chainComplianceApiPaths,
  type ChainComplianceAction,
  type ChainComplianceResult,
} from '../../../contracts/chain-compliance';
import { api } from '../../lib/api-client';
import { adminKeys } from './keys';

export function runChainComplianceAction(body: ChainComplianceAction): Promise<ChainComplianceResult> {
  return api.post(chainComplianceApiPaths.actions, body, {
    schema: ChainComplianceResultSchema,
    fallbackMessage: 'The action could not be sent',
  });
}

export function useRunChainComplianceAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runChainComplianceAction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.chainCompliance() }),
  });
}
