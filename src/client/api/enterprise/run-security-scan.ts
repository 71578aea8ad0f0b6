/** POST /api/v1/admin/enterprise/security/scan: Run Security Scan (audited on the server). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SecurityScanResultSchema, enterpriseApiPaths } from '../../../contracts/enterprise';
import { api } from '../../lib/api-client';
import { enterpriseKeys } from './keys';

export function runSecurityScan() {
  return api.post(
    enterpriseApiPaths.securityScan,
    {},
    { schema: SecurityScanResultSchema, fallbackMessage: 'Failed to run the security scan' },
  );
}

export function useRunSecurityScan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runSecurityScan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: enterpriseKeys.securityAll() }),
  });
}
