/** POST /api/v1/admin/enterprise/security/threats/resolve: Resolve (actionTaken and who recorded). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ResolvedThreatSchema, enterpriseApiPaths } from '../../../contracts/enterprise';
import { api } from '../../lib/api-client';
import { enterpriseKeys } from './keys';

export function resolveThreat(key: string) {
  return api.post(
    enterpriseApiPaths.resolveThreat,
    { key },
    { schema: ResolvedThreatSchema, fallbackMessage: 'Failed to resolve the threat' },
  );
}

export function useResolveThreat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveThreat,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: enterpriseKeys.securityAll() }),
  });
}
